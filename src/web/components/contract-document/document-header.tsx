// The head of the contract: the seller as the cooling-off rule needs it named
// (name and address) with its license and phone, the contract's number and
// date (with a note while it is not saved yet), and what the contract is for.
import type { PrintedContract } from '#domain/printed-contract/printed-contract';

export function DocumentHeader({ printed }: { printed: PrintedContract }) {
  const { seller } = printed;
  return (
    <header className="doc-header">
      <div className="doc-company">
        <h2 className="doc-company-name">{seller.name}</h2>
        <address className="mb-0">
          {seller.addressLines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
          <div>{seller.phone}</div>
          <div>{seller.license}</div>
        </address>
      </div>
      <dl className="doc-facts">
        <div>
          <dt>{printed.labels.contract}</dt>
          <dd>{printed.contractId}</dd>
        </div>
        <div>
          <dt>{printed.labels.date}</dt>
          <dd>{printed.date}</dd>
        </div>
        {printed.unsavedNote && (
          <div>
            <dt className="visually-hidden">{printed.labels.status}</dt>
            <dd className="doc-unsaved">{printed.unsavedNote}</dd>
          </div>
        )}
      </dl>
      {printed.description && <p className="doc-description">{printed.description}</p>}
    </header>
  );
}
