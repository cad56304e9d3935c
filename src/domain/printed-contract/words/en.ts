// Every word the contract, its notices, its PDF and the consent say to the customer, in English. The Spanish file
// (es.ts) says the same things; both are reviewed as a whole by the company's counsel
// (docs/decisions/053-language-of-the-sale.md). The FTC texts are 16 CFR 429.1's own words.
import type { Seller } from '../seller';
import { bold, plain, type Paragraph, type TextRun } from '../text-runs';
import type { FactSheetWords, InsulationWords, QuoteLabelWords, VentilationWords } from './ventilation-words';
import type { ExistingMaterial } from '../../insulation/existing-insulation';

const EXISTING_NAMES_EN: Record<ExistingMaterial, string> = {
  'fiberglass-batts': 'fiberglass batts',
  'loose-fiberglass': 'loose-fill fiberglass',
  'loose-cellulose': 'loose-fill cellulose',
  'rock-wool': 'rock wool',
  vermiculite: 'vermiculite',
};

const CARDINALS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
  .concat(['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'])
  .concat(['twenty']);
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth']
  .concat(['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth'])
  .concat(['eighteenth', 'nineteenth', 'twentieth']);

type Role = 'buyer' | 'co-buyer' | 'agent';

export const en = {
  /** The locale Intl formats dates and money in. */
  locale: 'en-US',
  /** 3 -> 'three'; 30 -> '30'. */
  cardinal: (count: number) => CARDINALS[count] ?? String(count),
  /** 3 -> 'third'; 30 -> '30th'. */
  ordinal: (count: number) => ORDINALS[count] ?? `${count}th`,

  /** On a draft: what the customer holds is not yet the contract (decision 078). */
  unsavedNote:
    'A draft, not yet agreed: the contract is dated, and its days to cancel are counted from, the day it is agreed.',
  /** On a draft of changes to a contract agreed on `date`. */
  changedNote: (date: string) =>
    `A draft of changes to the contract agreed on ${date}: that contract stands until these changes are agreed, ` +
    'and they are dated the day they are.',
  labels: {
    contract: 'Contract',
    date: 'Date',
    status: 'Status',
    work: 'Work to be done',
    price: 'Price',
    financing: 'Financing',
    notes: 'Notes',
    signatures: 'Signatures',
    workColumns: ['Quantity', 'Description', 'Rate', 'Difficulty', 'Total'],
    noQuantities: 'No quantities entered.',
    noFinancing: 'None chosen.',
    noNotes: 'None.',
    treatmentNotes: 'Treatment notes:',
    initials: "Buyer's initials",
  },
  customer: 'Customer',
  preparedBy: 'Prepared by',
  phone: (number: string) => `Phone ${number}`,
  goal: (position: number) => `Goal ${position}`,
  subtotal: (goal: string) => `${goal} subtotal`,
  /** After the coupon's title: the offer's last day, in words (decision 059). */
  offerEnds: (day: string) => `offer ends ${day}`,
  priceRows: {
    total: 'Total',
    discount: 'Discount',
    coupon: 'Coupon',
    'after-discounts': 'Contract Total after discounts',
    deposit: 'Deposit',
    'net-due': 'Net Due',
  },
  /** '60 months at 8.99% APR: $105 per month ($24 per week)'. */
  financingLine: (months: number, apr: string, monthly: string, weekly: string) =>
    `${months} ${months === 1 ? 'month' : 'months'} at ${apr} APR: ${monthly} per month (${weekly} per week)`,
  financingNote: (netDue: string) =>
    `Payments are worked out on the Net Due of ${netDue} and are subject to credit approval.`,
  signatureLabels: { customer: 'Customer signature', agent: 'Agent signature', date: 'Date' },

  terms: {
    heading: 'Terms',
    validity: (days: number, through: TextRun): Paragraph => [
      bold(`This proposal is valid for ${days} days`),
      plain(' from the date of this contract, through '),
      through,
      plain('. After that day its prices and terms may change.'),
    ],
    warrantiesIntro: [bold('Warranties.'), plain(' From the day the work is completed, we warrant:')] as Paragraph,
    workmanship: 'workmanship on all the work in this contract',
    warranty: (what: string, years: number) => `${what}, for ${years} ${years === 1 ? 'year' : 'years'}`,
    ventilation: (term: VentilationWords): Paragraph => {
      const place = term.place;
      const where = place
        ? `For climate zone ${place.zone} (${place.county}, ${place.edition} IECC map), the code`
        : 'The code';
      const why =
        term.perSquareFeet === 300
          ? `, since 40 to 50% of the vent area is within 3 feet of the ridge${term.vaporRetarder ? ' and the ceiling has a Class I or II vapor retarder' : ''}`
          : place
            ? ''
            : ' (1 for every 300 where 40 to 50% of it is within 3 feet of the ridge and, in climate zones 6 to 8, ' +
              'the ceiling has a Class I or II vapor retarder)';
      const sized = term.sized;
      const size = sized ? `: ${sized.squareInches} square inches for this attic’s ${sized.floor} square feet` : '';
      const split = sized?.high
        ? `, ${sized.high.least} to ${sized.high.most} of them within 3 feet of the ridge and the rest low on the ` +
          'roof, at the eaves or soffits.'
        : '. As good practice, not a requirement of the code, we split it between intake vents low on the roof (at ' +
          'the eaves or soffits) and exhaust vents high on it (at or near the ridge).';
      return [
        bold('Attic ventilation.'),
        plain(
          ` ${where} (IRC R806.2) asks for at least 1 square foot of net free vent area for every ` +
            `${term.perSquareFeet} square feet of attic floor${why}${size}${split}`,
        ),
      ];
    },
    insulation: (term: InsulationWords): Paragraph => {
      const zone = `climate zone ${term.zone}`;
      const basis = term.basis;
      const recommendation =
        'code' in basis
          ? `the minimum the ${basis.code} IECC sets for new homes in ${zone}`
          : `ENERGY STAR’s recommendation for ${basis.energyStar.attic === 'insulated' ? 'an existing home’s attic with 3 to 4 inches already' : 'an existing home’s uninsulated attic'} ` +
            `in ${zone} (“${basis.energyStar.chart}”, after the ${basis.energyStar.basedOn.iecc} IECC, Table ` +
            `${basis.energyStar.basedOn.table})`;
      const target =
        term.r === term.recommended
          ? `R-${term.r}, ${recommendation}.`
          : `R-${term.r}, the level the attic insulation in this contract is sold to. R-${term.recommended} is ` +
            `${recommendation}.`;
      const existing = term.existing
        ? ` The attic has about R-${term.existing.r} now (${term.existing.inches} inches of ` +
          `${EXISTING_NAMES_EN[term.existing.material]}, counted at R-${term.existing.perInch} per inch), so the ` +
          `insulation we add gives at least R-${term.added}.`
        : ` We count no insulation in the attic now, so the insulation we add gives at least R-${term.added}.`;
      return [bold('Attic insulation.'), plain(` Target: ${target}${existing}`)];
    },
    factSheets: (shown: FactSheetWords[]): Paragraph => [
      bold('R-value fact sheets.'),
      plain(
        ` Before you agreed to buy, we showed you the fact sheet of each insulation product quoted, with its R-values: ` +
          `${shown.map(({ product, day }) => (day ? `${product}, on ${day}` : product)).join('; ')}.`,
      ),
    ],
    workStart: (day: TextRun): Paragraph => [
      bold('Start of work.'),
      plain(' No work will be done before your right to cancel ends. The earliest day work may start is '),
      day,
      plain('.'),
    ],
  },
  dateToWriteIn: '(date to be written in by hand)',

  /** 16 CFR 429.1(a), beside the buyer's signature, with the last day written out. */
  cancellationStatement: (ordinal: string, lastDay: TextRun): Paragraph => [
    plain(
      `You, the buyer, may cancel this transaction at any time prior to midnight of the ${ordinal} ` +
        'business day after the date of this transaction, that is, before midnight at the end of ',
    ),
    lastDay,
    plain('. See the attached Notice of Cancellation form for an explanation of this right.'),
  ],

  /** 16 CFR 429.1(b). */
  notice: {
    copyLine: (copy: number, of: number) =>
      `Copy ${copy} of ${of}: keep one copy for your records; to cancel, sign and date the other and send it to us.`,
    title: 'Notice of Cancellation',
    transaction: 'Date of transaction: ',
    reference: (contractId: string) => ` (contract ${contractId})`,
    within: (days: string) =>
      `You may cancel this transaction, without any penalty or obligation, within ${days} business days from the above date.`,
    refund:
      'If you cancel, any property traded in, any payments made by you under the contract or sale, and any ' +
      'negotiable instrument executed by you will be returned within ten business days following receipt by ' +
      'the seller of your cancellation notice, and any security interest arising out of the transaction will ' +
      'be cancelled.',
    goods:
      'If you cancel, you must make available to the seller at your residence, in substantially as good ' +
      'condition as when received, any goods delivered to you under this contract or sale, or you may, if you ' +
      "wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller's " +
      'expense and risk.',
    pickUp:
      'If you do make the goods available to the seller and the seller does not pick them up within 20 days of ' +
      'the date of your notice of cancellation, you may retain or dispose of the goods without any further ' +
      'obligation. If you fail to make the goods available to the seller, or if you agree to return the goods ' +
      'to the seller and fail to do so, then you remain liable for performance of all obligations under the ' +
      'contract.',
    byMail:
      'To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice or any other written notice, or send a telegram, to ',
    byCertifiedMail:
      'To cancel this transaction, send by registered or certified mail, or deliver by hand, a signed and dated copy of this cancellation notice or any other written notice to ',
    at: ', at ',
    orEmail: ', or email it to ',
    notLaterThan: ', not later than midnight of ',
    cancelLine: 'I HEREBY CANCEL THIS TRANSACTION.',
    signatureLabels: ['Date', "Buyer's signature"] as [string, string],
  },

  roles: { buyer: 'Buyer', 'co-buyer': 'Co-buyer', agent: 'Agent' } as Record<Role, string>,
  /** Under a loose-fill line: what its label asks for the R the layer must give (decision 084). */
  quoteLabel: (label: QuoteLabelWords) =>
    `By the ${label.product} label, for R-${label.r}: at least ${label.bags} bags on ${label.area} sq ft, at least ` +
    `${label.pounds} lb per sq ft, installed at least ${label.installed} in. deep and ${label.settled} in. once settled.`,
  /** A price book's unit after a quantity ('1,200 sq ft'): English as the price book writes it. */
  unit: (label: string, _quantity: number) => label,
  /** The words around a signature pad on the Sign step, for the signer `title` ('Buyer'). */
  signer: {
    name: (title: string) => `${title}’s name`,
    how: (title: string) => `How the ${title.toLowerCase()} signs`,
    draw: 'Draw',
    typeInstead: 'Type instead',
    drawHint: 'Sign in the box with a finger or a stylus.',
    drawn: (title: string) => `${title}’s signature, drawn`,
    clear: (title: string) => `Clear the ${title.toLowerCase()}’s signature`,
    typed: (title: string) => `${title}’s signature, typed`,
    typedHint: 'Type your full name as your signature.',
    signAs: (title: string) => `Sign as the ${title.toLowerCase()}`,
    signedBy: (name: string) => `Signed by ${name}.`,
    notSigned: 'Not signed yet.',
  },
  /** The statement beside each signature pad, under which its signer signs. */
  intent: (role: Role, seller: Pick<Seller, 'name'>) =>
    role === 'agent'
      ? `By signing here I sign this contract for ${seller.name}.`
      : 'By signing here I agree to this contract, including its Notice of Cancellation, and intend this to be my signature.',

  /** What the buyer reads before consenting to sign and receive the contract electronically (ESIGN 7001(c)). */
  consent: {
    title: 'Consent to sign and receive this contract electronically',
    agreement: 'I agree to sign and receive this contract electronically.',
    disclosure: (seller: string, sellerContact: string, email: string) => [
      `You may sign this contract on this tablet and receive it electronically: a PDF copy now, shared, downloaded or printed at this table, and ${email.trim() === '' ? 'by email once you give us an address' : `by email to ${email.trim()}`} once the tablet is back online.`,
      'This consent covers this contract, its Notice of Cancellation and the record of how it was signed.',
      'You may have paper instead, at no cost: choose "Use paper instead" and the contract is printed for you to sign with a pen.',
      `You may withdraw this consent at any time, at no cost, by writing to or calling ${sellerContact}. After that we send you paper copies; withdrawing does not undo a signature already given.`,
      `You may ask for a paper copy of the signed contract at any time, at no cost, from ${seller} at the phone number above.`,
      'To open and keep the copy you need a phone, tablet or computer that opens PDF files, and an email address for the emailed copy. By agreeing you confirm that you can read this contract on this screen.',
    ],
    contact: (seller: string, address: string, phone: string) => `${seller}, ${address}, phone ${phone}`,
    emailLabel: 'Email for the signed copy',
    emailHint: 'Leave it empty if the customer has no email: they take their copy at the table.',
    emailInvalid: 'This is not one email address. Give one address (the copy goes to one), or leave it empty.',
    mustAgree: 'Tick this box to sign on the tablet, or choose paper.',
    read: 'Agree and read the contract',
    paper: 'Use paper instead',
  },

  /** The PDF's own lines: its header, footers, signatures and the record of signing. */
  pdf: {
    title: (contractId: string, signed: boolean) => `Contract ${contractId}${signed ? ' (signed)' : ''}`,
    subject: (seller: string, customer: string) => `Contract between ${seller} and ${customer}`,
    footer: (contractId: string, signedOn: string | null, signed: boolean, page: number, count: number) =>
      `Contract ${contractId} · ${signed ? (signedOn ? `Signed ${signedOn}` : 'Signed') : 'Not signed yet'} · Page ${page} of ${count}`,
    signatureAlt: (name: string, role: string) => `Signature of ${name}, ${role.toLowerCase()}`,
    signatureCaption: (role: string, name: string, typed: boolean, at: string) =>
      `${role}: ${name} · ${typed ? 'typed signature' : 'drawn signature'} · signed ${at}`,
    record: {
      heading: 'Record of signing',
      intro: (contractId: string, agent: string, seller: string) =>
        `Contract ${contractId}, prepared by ${agent} for ${seller}, signed on the agent's tablet.`,
      columns: ['Signer', 'Name', 'How', 'Signed (device clock)'],
      methods: { drawn: 'drawn', typed: 'typed' },
      signatures: 'Signatures',
      consentHeading: 'Consent and events',
      consent: (at: string, email: string) =>
        `Consent to sign and receive electronically given ${at}; copy to be emailed to ${email || '(no address given)'}.`,
      events: {
        'consent-given': 'consent to sign electronically given',
        'document-shown': 'the contract shown for reading',
        signed: 'signed',
      },
      initialsHeading: 'Notices initialed',
      initialed: (title: string, initials: string, at: string) => `${title}: initialed ${initials}, ${at}`,
      approvalHeading: "Manager's approval of the price",
      approval: (manager: string, discount: string, code: string, at: string, lastDay: string) =>
        `${manager} approved a discount of ${discount} below the office's price floor with approval code ${code}, ` +
        `entered ${at}, good through ${lastDay}.`,
      rulesHeading: 'State rules',
      rules: (law: string, state: string, version: number, checked: string, older: number | null) =>
        `Made under the ${law} (${state}), version ${version}, checked ${checked}${older === null ? '' : `; a buyer is ${older} or older`}.`,
      federalRule: 'federal rule',
      stateRules: (name: string) => `rules of ${name}`,
      deviceHeading: 'Device',
      device: (userAgent: string, zone: string) => `${userAgent}; time zone ${zone}.`,
      proofHeading: 'Proof',
      hash: (hash: string) =>
        `SHA-256 of the signed content (the contract, the consent, the signatures and these events): ${hash}`,
      fileHash:
        'A file cannot hold its own hash: the SHA-256 of this PDF, and the time the office received it, are kept with the contract in the cloud.',
    },
  },
};

export type ContractWords = typeof en;
