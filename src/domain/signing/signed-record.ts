// A contract signed on the device and everything that shows how (docs/decisions/031-the-signed-contract.md). Made
// once at the buyer's table and never changed, on the device or in the cloud: a change makes a new unsigned version.
// Its content hash covers contract, consent, signatures and signing events, and is printed on every page of the PDF.
import type { PriceApproval } from '../approval/price-approval';
import type { Agent, Contract } from '../contract/model';
import type { StateRules } from '../legal/state-rules/rules-schema';
import type { Seller } from '../printed-contract/seller';

export const SIGNED_RECORD_VERSION = 1;

export type SignerRole = 'buyer' | 'co-buyer' | 'agent';

/** One point of a drawn stroke, as signature_pad records it (CSS pixels, milliseconds). */
export interface StrokePoint {
  x: number;
  y: number;
  time: number;
  pressure: number;
}

export interface Stroke {
  points: StrokePoint[];
}

export interface Signature {
  role: SignerRole;
  /** The signer's name as printed under the signature. */
  name: string;
  /** Drawn with a finger, stylus or mouse, or typed by someone who cannot draw. */
  method: 'drawn' | 'typed';
  /** The strokes as drawn; none for a typed signature. */
  strokes: Stroke[];
  /** The signature as the signer saw it: a PNG data URL. */
  image: string;
  /** The statement beside the signature pad that the signer signed under. */
  intent: string;
  /** Device clock, ISO. */
  signedAt: string;
}

/** The consumer's consent to receive this contract electronically (ESIGN 15 U.S.C. 7001(c)). */
export interface ElectronicConsent {
  /** Which wording was shown (consent.ts). */
  version: number;
  /** The disclosure exactly as shown. */
  text: string;
  /** Where the signed copy is emailed. */
  email: string;
  /** Device clock, ISO. */
  givenAt: string;
}

/** The buyer's initials beside a notice of the job site's state that asks for them (decision 052). */
export interface NoticeInitials {
  /** The notice's id in the state's rules file. */
  notice: string;
  initials: string;
  /** Device clock, ISO. */
  at: string;
}

export type SigningEventKind = 'consent-given' | 'document-shown' | 'signed';

export interface SigningEvent {
  kind: SigningEventKind;
  /** Device clock, ISO. */
  at: string;
  role?: SignerRole;
}

export interface SigningDevice {
  userAgent: string;
  timeZone: string;
}

/** What was signed: everything the content hash covers. */
export interface SignedContent {
  version: typeof SIGNED_RECORD_VERSION;
  /** The contract as signed; its Date is the moment of the buyer's signature. */
  contract: Contract;
  /** Who the contract names as having prepared it, the phone beside them and the seller, as printed. */
  preparedBy: Agent;
  agentPhone: string;
  seller: Seller;
  /**
   * The rules file of the job site's state the contract was signed under, whole: its deadline and deposit cap are
   * worked out from these, whatever counsel publishes later (docs/decisions/050-state-rules.md). Absent from records
   * signed before state rules; those were signed under the federal rule.
   */
  rules?: StateRules;
  consent: ElectronicConsent;
  /** The initials the state's notices asked for; absent where none did. */
  acknowledgments?: NoticeInitials[];
  /** A manager's approval of a price below the floor (docs/decisions/055-price-floors.md); absent where none was needed. */
  approval?: PriceApproval;
  signatures: Signature[];
  events: SigningEvent[];
  device: SigningDevice;
}

export interface SignedRecord extends SignedContent {
  /** SHA-256 of the canonical JSON of the signed content, lower-case hex. */
  contentHash: string;
}
