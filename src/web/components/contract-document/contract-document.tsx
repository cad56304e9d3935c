// The printable contract (docs/product-rules.md#screens), purely from its
// props: the page passes who prepared it, their phone, the company and the
// device's time zone, so the same document prints from the builder or from
// My Contracts, and tests pin every one of them. Every figure comes from the
// contract or the domain; nothing is added up here.
import type { Agent, Contract } from '#domain/contract/model';
import { goalsOnContract } from '#domain/contract/document';
import type { Company } from '../../config/company';
import { DocumentFinancing, DocumentNotes } from './document-financing';
import { contractDates } from './document-dates';
import { DocumentHeader } from './document-header';
import { DocumentParties } from './document-parties';
import { DocumentProjects } from './document-projects';
import { DocumentValues } from './document-values';
import { LegalTerms } from './legal-terms';
import { NOTICE_COPIES, NoticeOfCancellation } from './notice-of-cancellation';
import { SignatureBlock } from './signature-block';
import { EditLineContext } from './edit-line';
import type { EditableLine } from './editable-lines';
import './contract-document.css';
import './contract-print.css';

export interface ContractDocumentProps {
  contract: Contract;
  preparedBy: Agent;
  /** The phone printed beside the agent: theirs, else the company's (domain agentPhone). */
  agentPhone: string;
  company: Company;
  /** IANA zone the contract's date is read in: the device's, passed in so tests are deterministic. */
  timeZone: string;
  /** On screen: the deposit, discount, coupon, financing and notes lines call this when tapped. */
  onEdit?: (line: EditableLine) => void;
  /** Not saved yet: dated today, and the document says the date is fixed by SAVE & CONTINUE. */
  unsaved?: boolean;
}

export function ContractDocument({
  contract,
  preparedBy,
  agentPhone,
  company,
  timeZone,
  onEdit,
  unsaved = false,
}: ContractDocumentProps) {
  const dates = contractDates(contract.Date, timeZone);
  const editable = onEdit !== undefined;
  return (
    <EditLineContext value={onEdit ?? null}>
      <article className="contract-document" aria-label={`Contract ${contract.ContractId}`}>
        <div className="doc-page">
          <DocumentHeader contract={contract} company={company} timeZone={timeZone} unsaved={unsaved} />
          <DocumentParties customer={contract.Customer} preparedBy={preparedBy} agentPhone={agentPhone} />
          <DocumentProjects sections={goalsOnContract(contract)} />
          <DocumentValues values={contract.Values} editable={editable} />
          <DocumentFinancing values={contract.Values} editable={editable} />
          <DocumentNotes notes={contract.Notes} editable={editable} />
          <LegalTerms dates={dates} />
          <SignatureBlock dates={dates} />
        </div>
        {Array.from({ length: NOTICE_COPIES }, (_, index) => (
          <NoticeOfCancellation
            key={index}
            copy={index + 1}
            company={company}
            contractId={contract.ContractId}
            dates={dates}
          />
        ))}
      </article>
    </EditLineContext>
  );
}
