import { setCouponEndsOn } from '#domain/contract/honest-offer';
import { describe, expect, it } from 'vitest';
import type { Agent, Contract } from '../contract/model';
import { setProjectSelected } from '../contract/edits';
import { setCouponPercent, setCouponTitle, setDeposit, setDiscount } from '../contract/values';
import { toggleFinancingOption } from '../financing/options';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { printContract, UNSAVED_NOTE } from './printed-contract';
import type { Seller } from './seller';
import { paragraphText } from './text-runs';
import { voiceOf } from './words/contract-words';

const SELLER: Seller = {
  name: 'Badger State Insulation',
  addressLines: ['45 Elm Street', 'Eau Claire, WI 54701'],
  license: 'Dwelling Contractor #1234567',
  phone: '7155550142',
};
const AGENT: Agent = {
  Id: 'user-7',
  First: 'Sam',
  Last: 'Rivera',
  Email: 'sam.rivera@example.com',
  Display: 'Sammy R',
};

const print = (contract: Contract, unsaved = false) =>
  printContract({
    contract,
    preparedBy: AGENT,
    agentPhone: '608-555-0199',
    seller: SELLER,
    timeZone: 'America/Chicago',
    unsaved,
  });

/** Discount 500, a 10% 'Fall savings' coupon, a 1,500 deposit and the 60-month plan on the Total of 7,821. */
function discountedAndFinanced(): Contract {
  const contract = handWorkedContract();
  const values = setDeposit(
    setCouponPercent(setCouponTitle(setDiscount(contract.Values, 500), 'Fall savings'), 10),
    1500,
  );
  return { ...contract, Values: toggleFinancingOption(values, 5) };
}

describe('the printed contract', () => {
  it('names the seller, the contract, its date and who prepared it', () => {
    const printed = print(handWorkedContract());
    expect(printed.seller).toEqual({
      name: 'Badger State Insulation',
      addressLines: ['45 Elm Street', 'Eau Claire, WI 54701'],
      phone: 'Phone 715-555-0142',
      license: 'Dwelling Contractor #1234567',
    });
    expect(printed.contractId).toBe('K7Q2M9X4B1ZP');
    expect(printed.date).toBe('11/21/26');
    expect(printed.unsavedNote).toBeNull();
    expect(printed.preparedBy).toEqual({
      heading: 'Prepared by',
      name: 'Sam Rivera',
      lines: ['sam.rivera@example.com', 'Phone 608-555-0199'],
    });
    // As people write their names, never last name first, on what the customer reads.
    expect(printed.customer.name).toBe(
      `${handWorkedContract().Customer.First} ${handWorkedContract().Customer.Last}`.trim(),
    );
    expect(print(handWorkedContract(), true).unsavedNote).toBe(UNSAVED_NOTE);
    expect(UNSAVED_NOTE).not.toMatch(/SAVE|CONTINUE/);
  });

  it("says in the customer's words that a draft of changes is not yet the contract agreed on its day (decision 078)", () => {
    const changed = printContract({
      contract: handWorkedContract(),
      preparedBy: AGENT,
      agentPhone: '608-555-0199',
      seller: SELLER,
      timeZone: 'America/Chicago',
      unsaved: true,
      changedSince: '2026-11-23T21:00:00.000Z',
    });
    expect(changed.unsavedNote).toBe(
      'A draft of changes to the contract agreed on Monday, November 23, 2026: that contract stands until these ' +
        'changes are agreed, and they are dated the day they are.',
    );
    const spanish = printContract({
      contract: { ...handWorkedContract(), Language: 'es' },
      preparedBy: AGENT,
      agentPhone: '608-555-0199',
      seller: SELLER,
      timeZone: 'America/Chicago',
      unsaved: true,
      changedSince: '2026-11-23T21:00:00.000Z',
    });
    expect(spanish.unsavedNote).toBe(
      'Borrador de cambios al contrato acordado el lunes, 23 de noviembre de 2026: ese contrato sigue vigente hasta ' +
        'que se acuerden estos cambios, que llevarán la fecha del día en que se acuerden.',
    );
  });

  it('lists the work goal by goal, line by line, to the cent', () => {
    const [heating, crawlspace] = print(handWorkedContract()).work;
    expect(heating?.title).toBe('Lower heating bills');
    expect(heating?.projects.map((project) => `${project.code} ${project.name}`)).toEqual([
      '#A1-02 Blown Cellulose Attic Insulation to R-49',
      '#A2-01 Attic Air Sealing Package',
      '#A5-03 Mold-Resistant Encapsulant Coating',
    ]);
    expect(heating?.projects[1]?.lines.map(({ key: _key, ...line }) => line)).toEqual([
      {
        quantity: '1,200 sq ft',
        description: 'Attic floor air sealing',
        rate: '$0.85',
        difficulty: '1.25',
        total: '$1,275.00',
      },
      {
        quantity: '8 each',
        description: 'Penetration seal (wire, pipe, flue-free)',
        rate: '$15.00',
        difficulty: '1.00',
        total: '$120.00',
      },
    ]);
    expect([heating?.subtotalLabel, heating?.subtotal]).toEqual(['Lower heating bills subtotal', '$3,856.00']);
    expect([crawlspace?.subtotalLabel, crawlspace?.subtotal]).toEqual([
      'Stop the musty crawlspace smell subtotal',
      '$3,965.00',
    ]);
  });

  it("prints each project's treatment notes under it, and never the customer's own notes", () => {
    const contract = handWorkedContract();
    const [heating] = contract.Goals;
    const withNotes: Contract = {
      ...contract,
      Customer: { ...contract.Customer, Notes: 'Gate code 4471; dog in the back yard' },
      Goals: [
        {
          ...heating!,
          Projects: heating!.Projects.map((project, index) =>
            index === 0 ? { ...project, TreatmentNotes: '  Keep clear of the north eave: wasp nest.\n' } : project,
          ),
        },
        ...contract.Goals.slice(1),
      ],
    };
    const printed = print(withNotes);
    expect(printed.work[0]?.projects.map((project) => project.treatmentNotes)).toEqual([
      'Keep clear of the north eave: wasp nest.',
      '',
      '',
    ]);
    expect(JSON.stringify(printed)).not.toContain('Gate code');
  });

  it('numbers an unnamed goal by its place among all the goals, as the builder and Review do', () => {
    const contract = handWorkedContract();
    const [heating, crawlspace] = contract.Goals;
    // Goal 1 has nothing selected, so only the second goal is printed; unnamed, it is still "Goal 2".
    const unselected = {
      ...contract,
      Goals: [
        { ...heating!, Projects: heating!.Projects.map((project) => ({ ...project, Selected: false })) },
        { ...crawlspace!, Name: '' },
      ],
    };
    const [printed, ...rest] = print(unselected).work;
    expect(rest).toEqual([]);
    expect(printed?.title).toBe('Goal 2');
    expect(printed?.subtotalLabel).toBe('Goal 2 subtotal');
  });

  it('works the work out once per Goals array, and again once an edit replaces it', () => {
    const contract = handWorkedContract();
    const work = print(contract).work;
    expect(print({ ...contract, Notes: 'Crew arrives 8 AM.' }, true).work).toBe(work);

    const [goal] = contract.Goals;
    const [project] = goal!.Projects;
    const edited = setProjectSelected(contract, goal!.Gid, project!.Pid, false);
    const after = print(edited).work;
    expect(after).not.toBe(work);
    expect(after[0]?.projects.map((printed) => printed.name)).not.toContain(project!.Name);
    expect(print(contract).work).toBe(work);
  });

  it('prices the contract to the cent, with the financing worked out on the Net Due', () => {
    const printed = print(discountedAndFinanced());
    // Coupon round(7,821 x 10%) = 782; 7,821 - 500 - 782 = 6,539; Net Due 6,539 - 1,500 = 5,039.
    expect(printed.price.map((row) => [row.label, row.detail, row.amount, row.given])).toEqual([
      ['Total', '', '$7,821.00', true],
      ['Discount', '', '-$500.00', true],
      ['Coupon', 'Fall savings (10%)', '-$782.00', true],
      ['Contract Total after discounts', '', '$6,539.00', true],
      ['Deposit', '', '$1,500.00', true],
      ['Net Due', '', '$5,039.00', true],
    ]);
    expect(printed.financing.options).toHaveLength(1);
    expect(printed.financing.options[0]).toMatch(
      /^60 months at [\d.]+% APR: \$[\d,]+ per month \(\$[\d,]+ per week\)$/,
    );
    expect(printed.financing.note).toBe(
      'Payments are worked out on the Net Due of $5,039.00 and are subject to credit approval.',
    );
  });

  it('prints the last day of an offer that has one beside its coupon, in the language of the sale (decision 059)', () => {
    const contract = discountedAndFinanced();
    const dated = {
      ...contract,
      Values: { ...contract.Values, Coupon: setCouponEndsOn(contract.Values.Coupon, '2026-11-30') },
    };
    const coupon = (printed: ReturnType<typeof print>) => printed.price.find((row) => row.kind === 'coupon');
    expect(coupon(print(dated))).toMatchObject({
      detail: 'Fall savings (10%), offer ends Monday, November 30, 2026',
      amount: '-$782.00',
    });
    expect(coupon(print({ ...dated, Language: 'es' }))?.detail).toBe(
      'Fall savings (10%), la oferta termina el lunes, 30 de noviembre de 2026',
    );
  });

  it('prices a sale in Spanish to the same cent, every label and the financing in Spanish (decision 053)', () => {
    const english = print(discountedAndFinanced());
    const spanish = print({ ...discountedAndFinanced(), Language: 'es' });
    expect(spanish.language).toBe('es');
    expect(spanish.price.map((row) => [row.label, row.detail, row.amount])).toEqual([
      ['Total', '', '$7,821.00'],
      ['Descuento', '', '-$500.00'],
      ['Cupón', 'Fall savings (10%)', '-$782.00'],
      ['Total del contrato después de descuentos', '', '$6,539.00'],
      ['Depósito', '', '$1,500.00'],
      ['Saldo a pagar', '', '$5,039.00'],
    ]);
    // The same payments, worked out once: only the words around them change.
    const [, apr, monthly, weekly] = /^60 months at ([\d.]+%) APR: (\$[\d,]+) per month \((\$[\d,]+) per week\)$/.exec(
      english.financing.options[0] ?? '',
    )!;
    expect(spanish.financing.options).toEqual([
      `60 meses al ${apr} de tasa anual (APR): ${monthly} al mes (${weekly} a la semana)`,
    ]);
    expect(spanish.financing.note).toBe(
      'Los pagos se calculan sobre el saldo a pagar de $5,039.00 y están sujetos a la aprobación de crédito.',
    );
    expect(spanish.work.map((goal) => goal.subtotalLabel)).toEqual([
      'Subtotal de Lower heating bills',
      'Subtotal de Stop the musty crawlspace smell',
    ]);
    expect([spanish.customer.heading, spanish.preparedBy.heading, spanish.labels.workColumns]).toEqual([
      'Cliente',
      'Preparado por',
      ['Cantidad', 'Descripción', 'Tarifa', 'Dificultad', 'Total'],
    ]);
    expect(spanish.date).toBe('21 de noviembre de 2026');
    expect(english.date).toBe('11/21/26');
  });

  it('writes the price book’s units in the language of the sale, one or many', () => {
    const units = (printed: ReturnType<typeof print>) =>
      printed.work.flatMap((goal) => goal.projects.flatMap((project) => project.lines.map((line) => line.quantity)));
    const spanish = print({ ...handWorkedContract(), Language: 'es' });
    expect(units(spanish)).toEqual([
      '1,200 pies²',
      '1,200 pies²',
      '8 unidades',
      '333 pies²',
      '850 pies²',
      '4 unidades',
    ]);
    expect(units(print(handWorkedContract()))).toEqual([
      '1,200 sq ft',
      '1,200 sq ft',
      '8 each',
      '333 sq ft',
      '850 sq ft',
      '4 each',
    ]);
    const es = voiceOf('es').words;
    expect([es.unit('each', 1), es.unit('lin ft', 40), es.unit('board ft', 1), es.unit('hour', 2)]).toEqual([
      'unidad',
      'pies lineales',
      'pie tablar',
      'horas',
    ]);
    // A unit the office typed that has no Spanish word is printed as typed.
    expect(es.unit('bag', 3)).toBe('bag');
  });

  it('marks a discount and coupon not given, so paper can leave them out', () => {
    const printed = print(handWorkedContract());
    expect(printed.price.filter((row) => !row.given).map((row) => [row.label, row.amount])).toEqual([
      ['Discount', '$0.00'],
      ['Coupon', '$0.00'],
    ]);
    expect(printed.financing).toEqual({ options: [], note: null });
    expect(printed.notes).toBeNull();
  });

  it('counts the right to cancel from the transaction day, and gives the notice twice', () => {
    // 9 AM in Chicago on Wednesday, November 25, 2026; Thanksgiving and the Sunday do not count.
    const printed = print({ ...handWorkedContract(), Date: '2026-11-25T15:00:00.000Z' });
    expect(paragraphText(printed.cancellation)).toContain('before midnight at the end of Monday, November 30, 2026.');
    expect(printed.notices).toHaveLength(2);
    expect(printed.notices.map((notice) => notice.copyLine.slice(0, 11))).toEqual(['Copy 1 of 2', 'Copy 2 of 2']);
    for (const notice of printed.notices) {
      expect(paragraphText(notice.transaction)).toBe('Date of transaction: Wednesday, November 25, 2026');
      expect(paragraphText(notice.paragraphs.at(-1)!)).toBe(
        'To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice or any ' +
          'other written notice, or send a telegram, to Badger State Insulation, at 45 Elm Street, Eau Claire, ' +
          'WI 54701, not later than midnight of Monday, November 30, 2026.',
      );
    }
    expect(paragraphText(printed.terms.validity)).toContain('through Tuesday, February 23, 2027.');
  });

  it('sends the cancellation where the office said, by mail or by email', () => {
    const printed = printContract({
      contract: { ...handWorkedContract(), Date: '2026-11-25T15:00:00.000Z' },
      preparedBy: AGENT,
      agentPhone: '608-555-0199',
      seller: {
        ...SELLER,
        cancelTo: { addressLines: ['PO Box 77', 'Eau Claire, WI 54702'], email: 'cancel@badger.example' },
      },
      timeZone: 'America/Chicago',
      unsaved: false,
    });
    expect(paragraphText(printed.notices[0]!.paragraphs.at(-1)!)).toBe(
      'To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice or any ' +
        'other written notice, or send a telegram, to Badger State Insulation, at PO Box 77, Eau Claire, WI 54702, ' +
        'or email it to cancel@badger.example, not later than midnight of Monday, November 30, 2026.',
    );
  });

  it('leaves lines to write the dates on when the stored date cannot be read', () => {
    const printed = print({ ...handWorkedContract(), Date: 'not a date' });
    expect(printed.dates).toBeNull();
    expect(printed.cancellation.filter((run) => run.blank)).toHaveLength(1);
    expect(paragraphText(printed.notices[0]!.transaction)).toBe('Date of transaction: __________');
  });

  describe("under the job site's state's law", () => {
    // Monday, November 30, 2026, 10 AM in Chicago; the contract's Total is $7,821.
    const inState = (State: string, OlderBuyer?: boolean) => {
      const contract = handWorkedContract();
      return print({
        ...contract,
        Date: '2026-11-30T16:00:00.000Z',
        Customer: { ...contract.Customer, State },
        ...(OlderBuyer === undefined ? {} : { OlderBuyer }),
      });
    };

    it('gives a Maryland buyer of 65 seven business days, in the statement and in both notices', () => {
      const printed = inState('Maryland', true);
      expect(paragraphText(printed.cancellation)).toBe(
        'You, the buyer, may cancel this transaction at any time prior to midnight of the seventh business day ' +
          'after the date of this transaction, that is, before midnight at the end of Tuesday, December 8, 2026. ' +
          'See the attached Notice of Cancellation form for an explanation of this right.',
      );
      for (const notice of printed.notices) {
        expect(paragraphText(notice.paragraphs[0]!)).toBe(
          'You may cancel this transaction, without any penalty or obligation, within seven business days from ' +
            'the above date.',
        );
        expect(paragraphText(notice.paragraphs.at(-1)!)).toContain(
          'not later than midnight of Tuesday, December 8, 2026.',
        );
      }
      expect(paragraphText(inState('MD').cancellation)).toContain('the fifth business day');
    });

    it("prints California's deposit sentence, and none where the state has no cap", () => {
      expect(inState('CA').terms.deposit?.map((run) => run.text)).toEqual([
        'THE DOWNPAYMENT MAY NOT EXCEED $1,000 OR 10 PERCENT OF THE CONTRACT PRICE, WHICHEVER IS LESS.',
      ]);
      expect(inState('CA').terms.deposit?.every((run) => run.bold)).toBe(true);
      expect(inState('WI').terms.deposit).toBeNull();
      expect(paragraphText(inState('WI').cancellation)).toContain('the third business day');
    });

    it('prints the first day of work where the state bars work inside the window (Ohio)', () => {
      expect(paragraphText(inState('OH').terms.workStart ?? [])).toBe(
        'Start of work. No work will be done before your right to cancel ends. The earliest day work may start is ' +
          'Friday, December 4, 2026.',
      );
      expect(inState('CA').terms.workStart).toBeNull();
    });

    it('offers New Jersey buyers only registered or certified mail or delivery by hand, never the email', () => {
      const contract = handWorkedContract();
      const printed = printContract({
        contract: { ...contract, Date: '2026-11-30T16:00:00.000Z', Customer: { ...contract.Customer, State: 'NJ' } },
        preparedBy: AGENT,
        agentPhone: '608-555-0199',
        seller: { ...SELLER, cancelTo: { addressLines: ['PO Box 77'], email: 'cancel@badger.example' } },
        timeZone: 'America/Chicago',
      });
      const how = paragraphText(printed.notices[0]!.paragraphs.at(-1)!);
      expect(how).toBe(
        'To cancel this transaction, send by registered or certified mail, or deliver by hand, a signed and dated ' +
          'copy of this cancellation notice or any other written notice to Badger State Insulation, at PO Box 77, ' +
          'not later than midnight of Thursday, December 3, 2026.',
      );
    });
  });
});
