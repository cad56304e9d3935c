// Signing off, on the device and offline (docs/decisions/031-the-signed-contract.md): the contract is saved, dated at
// the buyer's signature, sealed with the consent, signatures and events under one content hash, rendered as the
// signed PDF and kept on the device before anything else; a sync takes the record to the cloud when it can.
import { localIsoDate } from '#domain/catalogue/price-book';
import { offerProblem } from '#domain/contract/honest-offer';
import { signedRecordSchema } from '#api/signed-contract-schema';
import type { PriceApproval } from '#domain/approval/price-approval';
import type { Contract } from '#domain/contract/model';
import { missingSellerDetail, paperOnlyReason, signingBlocker } from '#domain/contract/sale-law';
import { printContract } from '#domain/printed-contract/printed-contract';
import { initialsForRecord, missingInitials } from '#domain/signing/notice-initials';
import { recordLaw } from '#domain/signing/record-law';
import { contractAsSigned, sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import {
  SIGNED_RECORD_VERSION,
  type ElectronicConsent,
  type NoticeInitials,
  type Signature,
  type SignedRecord,
  type SigningEvent,
  type SignerRole,
} from '#domain/signing/signed-record';
import { documentPreparer } from '#web/components/contract-document/document-preparer';
import { currentSeller } from '#web/sync/company';
import { deviceSaleLaw } from '#web/sync/state-rules';
import { isUnsavedHere, useBuilderStore } from '#web/contract-in-progress/builder-store';
import { readLastAgent } from '#web/contract-in-progress/device-contracts';
import { keepSigned } from '#web/contract-in-progress/keep-signed';
import { requestAutoSync } from '#web/sync/auto-sync';
import { useSessionStore } from '#web/sync/session-store';
import { saveAndContinue } from '#web/contract-in-progress/save-and-continue';
import { loadPdfFonts } from './signed-pdf/pdf-fonts';
import { floorBlocker } from '#web/contract-in-progress/floor-gate';

export const NOT_KEPT_MESSAGE =
  'The signed contract could not be kept on this tablet, so it is not signed yet. Nothing was lost: try Finish signing again.';

export const NOT_SIGNABLE_MESSAGE =
  'This contract cannot be signed as it is, so nothing was signed. Correct this in the contract, then sign again:';

export interface SigningInput {
  consent: ElectronicConsent;
  signatures: Signature[];
  /** Consent given and the contract shown; each signature adds its own event. */
  events: SigningEvent[];
  /** The buyer's initials beside the state's notices that ask for them. */
  initials: NoticeInitials[];
  timeZone: string;
  /** A manager's approval of a price below the floor, entered on this step (docs/decisions/055-price-floors.md). */
  approval?: PriceApproval;
}

export type FinishResult =
  { ok: true; record: SignedRecord; pdf: Uint8Array; pdfHash: string } | { ok: false; message: string };

/** A user-timing measure of each signed PDF made and hashed, read by the browser specs and in the browser's tools. */
export const SIGNED_PDF_MEASURE = 'signed PDF made and hashed';

const ROLE_ORDER: Record<SignerRole, number> = { buyer: 0, 'co-buyer': 1, agent: 2 };

/** The signed PDF of a record, as the device makes it (the same bytes each time). */
export async function signedPdfOf(record: SignedRecord): Promise<Uint8Array> {
  const [{ renderContractPdf }, fonts] = await Promise.all([
    import('./signed-pdf/render-contract-pdf'),
    loadPdfFonts(),
  ]);
  const printed = printContract({
    contract: record.contract,
    preparedBy: record.preparedBy,
    agentPhone: record.agentPhone,
    seller: record.seller,
    timeZone: record.device.timeZone,
    law: recordLaw(record),
  });
  return renderContractPdf({ printed, record, fonts });
}

export async function finishSigning(input: SigningInput): Promise<FinishResult> {
  const current = useBuilderStore.getState().contract;
  const law = current && deviceSaleLaw(current);
  const blocker =
    current &&
    law &&
    (signingBlocker(current, law) ??
      offerProblem(current.Values.Coupon, localIsoDate(new Date())) ??
      missingSellerDetail(law, currentSeller(current)) ??
      paperOnlyReason(current, law) ??
      floorBlocker(current, input.approval));
  if (blocker) return { ok: false, message: `${NOT_SIGNABLE_MESSAGE} ${blocker}` };
  const uninitialed = law ? missingInitials(law, input.initials) : [];
  if (uninitialed.length > 0) {
    const titles = uninitialed.map((notice) => `“${notice.title}”`).join(', ');
    return { ok: false, message: `${NOT_SIGNABLE_MESSAGE} the buyer has not initialed ${titles}.` };
  }
  const saved = await saveAndContinue();
  if (!saved.ok) return saved;
  const contract: Contract | null = useBuilderStore.getState().contract;
  if (!contract) return { ok: false, message: 'There is no contract to sign.' };

  const lastAgent = await readLastAgent();
  const { agent, phone } = documentPreparer(contract, lastAgent, useSessionStore.getState(), isUnsavedHere(contract));
  const signatures = [...input.signatures].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const events = [
    ...input.events,
    ...signatures.map((signature): SigningEvent => ({ kind: 'signed', at: signature.signedAt, role: signature.role })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const signedLaw = deviceSaleLaw(contract);
  const acknowledgments = initialsForRecord(signedLaw, input.initials);
  const record = sealRecord({
    version: SIGNED_RECORD_VERSION,
    contract: contractAsSigned(contract, signatures),
    preparedBy: agent,
    agentPhone: phone,
    seller: currentSeller(contract),
    rules: signedLaw.rules,
    consent: input.consent,
    ...(acknowledgments.length > 0 ? { acknowledgments } : {}),
    ...(input.approval ? { approval: input.approval } : {}),
    signatures,
    events,
    device: { userAgent: navigator.userAgent, timeZone: input.timeZone },
  });
  // A record this device could not read back would be set aside, unsigned: it is checked before anything is kept.
  const readable = signedRecordSchema.safeParse(record);
  if (!readable.success) {
    const [issue] = readable.error.issues;
    return { ok: false, message: `${NOT_SIGNABLE_MESSAGE} ${issue?.path.join('.')}: ${issue?.message}` };
  }
  const started = performance.now();
  const pdf = await signedPdfOf(record);
  const pdfHash = sha256Hex(pdf);
  performance.measure(SIGNED_PDF_MEASURE, { start: started });
  if (!(await keepSigned(record, pdf, pdfHash))) return { ok: false, message: NOT_KEPT_MESSAGE };
  requestAutoSync();
  return { ok: true, record, pdf, pdfHash };
}
