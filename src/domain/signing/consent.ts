// What the buyer is told before consenting to receive a contract electronically (ESIGN, 15 U.S.C. 7001(c)): what they
// will receive, that paper is theirs at no cost, how to withdraw, how to get a paper copy later and what opens the
// file. Our own words; the wording shown is kept in the signed record with its version.
import { formatPhone } from '../format/phone';
import type { SaleLanguage } from '../legal/state-rules/rules-schema';
import type { Seller } from '../printed-contract/seller';
import { ENGLISH, wordsFor } from '../printed-contract/words/contract-words';
import type { SignerRole } from './signed-record';

export const CONSENT_VERSION = 1;
export const CONSENT_TITLE = ENGLISH.words.consent.title;
export const CONSENT_AGREEMENT = ENGLISH.words.consent.agreement;

/** The disclosure in the language of the sale, one paragraph per entry (words in printed-contract/words/). */
export function consentDisclosure(seller: Seller, email: string, language: SaleLanguage = 'en'): string[] {
  const { consent } = wordsFor(language);
  const contact = consent.contact(seller.name, seller.addressLines.join(', '), formatPhone(seller.phone));
  return consent.disclosure(seller.name, contact, email);
}

/** The statement beside each signature pad, under which its signer signs, in the language of the sale. */
export function intentStatement(role: SignerRole, seller: Seller, language: SaleLanguage = 'en'): string {
  return wordsFor(language).intent(role, seller);
}

/** The signers as the agent's screens name them. */
export const ROLE_TITLES: Record<SignerRole, string> = ENGLISH.words.roles;
