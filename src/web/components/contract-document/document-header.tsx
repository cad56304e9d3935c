// The head of the contract: the seller as the cooling-off rule needs it named
// (name and address) with its license and phone, the contract's number and
// date (with a note while it is not saved yet), and what the contract is for.
import type { Contract } from '#domain/contract/model';
import { formatDate } from '#domain/format/date-format';
import { formatPhone } from '#domain/format/phone';
import type { Company } from '../../config/company';

interface DocumentHeaderProps {
  contract: Contract;
  company: Company;
  timeZone: string;
  unsaved?: boolean;
}

export const UNSAVED_NOTE = 'Not yet saved: the contract is dated the day SAVE & CONTINUE is pressed.';

export function DocumentHeader({ contract, company, timeZone, unsaved = false }: DocumentHeaderProps) {
  return (
    <header className="doc-header">
      <div className="doc-company">
        <h2 className="doc-company-name">{company.name}</h2>
        <address className="mb-0">
          {company.addressLines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
          <div>Phone {formatPhone(company.phone)}</div>
          <div>{company.license}</div>
        </address>
      </div>
      <dl className="doc-facts">
        <div>
          <dt>Contract</dt>
          <dd>{contract.ContractId}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(contract.Date, timeZone)}</dd>
        </div>
        {unsaved && (
          <div>
            <dt className="visually-hidden">Status</dt>
            <dd className="doc-unsaved">{UNSAVED_NOTE}</dd>
          </div>
        )}
      </dl>
      {contract.Description.trim() !== '' && <p className="doc-description">{contract.Description}</p>}
    </header>
  );
}
