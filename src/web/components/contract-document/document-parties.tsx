// Who the contract is between: the customer, and the agent who prepared it
// with the phone the customer can call them on.
import { useId } from 'react';
import type { Agent, Customer } from '#domain/contract/model';
import { customerName } from '#domain/format/names';
import { formatPhone } from '#domain/format/phone';

interface DocumentPartiesProps {
  customer: Customer;
  preparedBy: Agent;
  agentPhone: string;
}

/** 'Last, First', else the display name (the company's default agent has only that), else the email. */
export function agentName(agent: Agent): string {
  return customerName(agent.First, agent.Last) || agent.Display.trim() || agent.Email.trim();
}

export function DocumentParties({ customer, preparedBy, agentPhone }: DocumentPartiesProps) {
  const customerHeading = useId();
  const agentHeading = useId();
  const cityLine = [customer.City.trim(), [customer.State.trim(), customer.PostalCode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="doc-parties">
      <section className="doc-party" aria-labelledby={customerHeading}>
        <h3 id={customerHeading} className="doc-heading">
          Customer
        </h3>
        <address className="mb-0">
          <div className="doc-party-name">{customerName(customer.First, customer.Last)}</div>
          {[customer.Address1, customer.Address2, cityLine]
            .filter((line) => line.trim() !== '')
            .map((line, index) => (
              <div key={index}>{line}</div>
            ))}
          {customer.Phone.trim() !== '' && <div>Phone {formatPhone(customer.Phone)}</div>}
          {customer.Email.trim() !== '' && <div>{customer.Email}</div>}
        </address>
      </section>
      <section className="doc-party" aria-labelledby={agentHeading}>
        <h3 id={agentHeading} className="doc-heading">
          Prepared by
        </h3>
        <address className="mb-0">
          <div className="doc-party-name">{agentName(preparedBy)}</div>
          {preparedBy.Email.trim() !== '' && <div>{preparedBy.Email}</div>}
          <div>Phone {formatPhone(agentPhone)}</div>
        </address>
      </section>
    </div>
  );
}
