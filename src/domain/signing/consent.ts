// What the buyer is told before consenting to receive a contract electronically (ESIGN, 15 U.S.C. 7001(c)): what they
// will receive, that paper is theirs at no cost, how to withdraw, how to get a paper copy later and what opens the
// file. Our own words; the wording shown is kept in the signed record with its version.
import { formatPhone } from '../format/phone';
import type { Seller } from '../printed-contract/seller';
import type { SignerRole } from './signed-record';

export const CONSENT_VERSION = 1;
export const CONSENT_TITLE = 'Consent to sign and receive this contract electronically';
export const CONSENT_AGREEMENT = 'I agree to sign and receive this contract electronically.';

/** The disclosure, one paragraph per entry. */
export function consentDisclosure(seller: Seller, email: string): string[] {
  const sellerContact = `${seller.name}, ${seller.addressLines.join(', ')}, phone ${formatPhone(seller.phone)}`;
  const delivery = email.trim() === '' ? 'by email once you give us an address' : `by email to ${email.trim()}`;
  return [
    `You may sign this contract on this tablet and receive it electronically: a PDF copy now, shared, downloaded or printed at this table, and ${delivery} once the tablet is back online.`,
    'This consent covers this contract, its Notice of Cancellation and the record of how it was signed.',
    'You may have paper instead, at no cost: choose "Use paper instead" and the contract is printed for you to sign with a pen.',
    `You may withdraw this consent at any time, at no cost, by writing to or calling ${sellerContact}. After that we send you paper copies; withdrawing does not undo a signature already given.`,
    `You may ask for a paper copy of the signed contract at any time, at no cost, from ${seller.name} at the phone number above.`,
    'To open and keep the copy you need a phone, tablet or computer that opens PDF files, and an email address for the emailed copy. By agreeing you confirm that you can read this contract on this screen.',
  ];
}

/** The statement beside each signature pad, under which its signer signs. */
export function intentStatement(role: SignerRole, seller: Seller): string {
  if (role === 'agent') return `By signing here I sign this contract for ${seller.name}.`;
  return 'By signing here I agree to this contract, including its Notice of Cancellation, and intend this to be my signature.';
}

export const ROLE_TITLES: Record<SignerRole, string> = {
  buyer: 'Buyer',
  'co-buyer': 'Co-buyer',
  agent: 'Agent',
};
