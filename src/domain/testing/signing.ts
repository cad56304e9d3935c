// Signatures and signed content for tests: a buyer, an agent and the consent,
// at fixed times on Tuesday, November 24, 2026.
import type { Contract } from '../contract/model';
import { CONSENT_VERSION, consentDisclosure, intentStatement } from '../signing/consent';
import { contractAsSigned } from '../signing/sign-contract';
import { SIGNED_RECORD_VERSION, type Signature, type SignedContent, type SignerRole } from '../signing/signed-record';
import type { Seller } from '../printed-contract/seller';
import { saleLanguage } from '../printed-contract/words/contract-words';
import type { SaleLanguage } from '../legal/state-rules/rules-schema';

export const TEST_SELLER: Seller = {
  name: 'Badger State Insulation',
  addressLines: ['45 Elm Street', 'Eau Claire, WI 54701'],
  license: 'Dwelling Contractor #1234567',
  phone: '7155550142',
};

/** A one-stroke PNG, enough to stand for a drawn signature. */
export const SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function signatureOf(
  role: SignerRole,
  signedAt: string,
  name = role === 'agent' ? 'Sam Rivera' : 'Maria Kowalski',
  language: SaleLanguage = 'en',
): Signature {
  return {
    role,
    name,
    method: 'drawn',
    strokes: [
      {
        points: [
          { x: 10, y: 20, time: 0, pressure: 0.5 },
          { x: 60, y: 25, time: 40, pressure: 0.5 },
        ],
      },
    ],
    image: SIGNATURE_IMAGE,
    intent: intentStatement(role, TEST_SELLER, language),
    signedAt,
  };
}

/** The contract signed by Maria Kowalski, whose copy goes to the contract's own address (maria@example.com if none). */
export function signedContentOf(given: Contract): SignedContent {
  const email = given.Customer.Email.trim() || 'maria@example.com';
  const contract = { ...given, Customer: { ...given.Customer, Email: email } };
  const language = saleLanguage(contract);
  const signatures = [
    signatureOf('buyer', '2026-11-24T15:05:00.000Z', undefined, language),
    signatureOf('agent', '2026-11-24T15:06:00.000Z', undefined, language),
  ];
  return {
    version: SIGNED_RECORD_VERSION,
    contract: contractAsSigned(contract, signatures),
    preparedBy: { Id: '', First: 'Sam', Last: 'Rivera', Email: 'sam.rivera@example.com', Display: 'Sammy R' },
    agentPhone: '608-555-0199',
    seller: TEST_SELLER,
    consent: {
      version: CONSENT_VERSION,
      text: consentDisclosure(TEST_SELLER, email, language).join('\n\n'),
      email,
      givenAt: '2026-11-24T15:02:00.000Z',
    },
    signatures,
    events: [
      { kind: 'consent-given', at: '2026-11-24T15:02:00.000Z' },
      { kind: 'document-shown', at: '2026-11-24T15:03:00.000Z' },
      { kind: 'signed', at: '2026-11-24T15:05:00.000Z', role: 'buyer' },
      { kind: 'signed', at: '2026-11-24T15:06:00.000Z', role: 'agent' },
    ],
    device: { userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)', timeZone: 'America/Chicago' },
  };
}
