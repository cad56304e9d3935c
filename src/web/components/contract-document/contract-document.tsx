// The printable contract (docs/product-rules.md#screens), drawn purely from its props (preparer, phone, company, time
// zone), so the same document prints from the builder or My Contracts and tests pin every input. Every word and
// figure comes from the domain's printed contract, which the signed PDF renders too.
import type { SaleLaw } from '#domain/contract/sale-law';
import type { Agent, Contract } from '#domain/contract/model';
import { printContract, type PrintedContract } from '#domain/printed-contract/printed-contract';
import type { Seller } from '#domain/printed-contract/seller';
import { DocumentFinancing, DocumentNotes } from './document-financing';
import { DocumentHeader } from './document-header';
import { DocumentParties } from './document-parties';
import { DocumentProjects } from './document-projects';
import { DocumentValues } from './document-values';
import { DocumentLabels } from './document-labels';
import { EditLineContext } from './edit-line';
import type { EditableLine } from './editable-lines';
import { LegalTerms } from './legal-terms';
import { NoticeOfCancellation } from './notice-of-cancellation';
import { SignatureBlock } from './signature-block';
import { StateNotices } from './state-notice';
import './contract-document.css';
import './contract-print.css';

export interface ContractDocumentProps {
  contract: Contract;
  preparedBy: Agent;
  /** The phone printed beside the agent: theirs, else the company's (domain agentPhone). */
  agentPhone: string;
  company: Seller;
  /** IANA zone the contract's date is read in: the device's, passed in so tests are deterministic. */
  timeZone: string;
  /** On screen: the deposit, discount, coupon, financing and notes lines call this when tapped. */
  onEdit?: (line: EditableLine) => void;
  /** Not saved yet: dated today, and the document says it is a draft (decision 078). */
  unsaved?: boolean;
  /** A draft of changes to the contract saved on this day (ISO), which the document names. */
  changedSince?: string | null;
  /** The law of the job site's state it is made under (the device's rules); the release's when not given. */
  law?: SaleLaw;
}

export function ContractDocument({
  contract,
  preparedBy,
  agentPhone,
  company,
  timeZone,
  onEdit,
  unsaved,
  changedSince = null,
  law,
}: ContractDocumentProps) {
  const printed = printContract({
    contract,
    preparedBy,
    agentPhone,
    seller: company,
    timeZone,
    unsaved,
    changedSince,
    ...(law ? { law } : {}),
  });
  return <PrintedContractView printed={printed} onEdit={onEdit} />;
}

export function PrintedContractView({
  printed,
  onEdit,
}: {
  printed: PrintedContract;
  onEdit?: ContractDocumentProps['onEdit'];
}) {
  const editable = onEdit !== undefined;
  return (
    <EditLineContext value={onEdit ?? null}>
      <DocumentLabels value={printed.labels}>
        <article className="contract-document" aria-label={`Contract ${printed.contractId}`} lang={printed.language}>
          <div className="doc-page">
            <DocumentHeader printed={printed} />
            <StateNotices notices={printed.stateNotices} placement="first-page" />
            <DocumentParties parties={[printed.customer, printed.preparedBy]} />
            <DocumentProjects work={printed.work} quoteLabels={printed.quoteLabels} />
            <DocumentValues rows={printed.price} editable={editable} />
            <DocumentFinancing financing={printed.financing} editable={editable} />
            <DocumentNotes notes={printed.notes} editable={editable} />
            <LegalTerms terms={printed.terms} />
            <StateNotices notices={printed.stateNotices} placement="terms" />
            <StateNotices notices={printed.stateNotices} placement="by-signature" />
            <SignatureBlock printed={printed} />
          </div>
          <StateNotices notices={printed.stateNotices} placement="own-page" />
          {printed.notices.map((notice, index) => (
            <NoticeOfCancellation key={index} notice={notice} copy={index + 1} />
          ))}
        </article>
      </DocumentLabels>
    </EditLineContext>
  );
}
