// Who the contract is between: the customer, and the agent who prepared it
// with the phone the customer can call them on.
import { useId } from 'react';
import type { PrintedParty } from '#domain/printed-contract/printed-contract';

export function DocumentParties({ parties }: { parties: readonly PrintedParty[] }) {
  return (
    <div className="doc-parties">
      {parties.map((party) => (
        <Party key={party.heading} party={party} />
      ))}
    </div>
  );
}

function Party({ party }: { party: PrintedParty }) {
  const headingId = useId();
  return (
    <section className="doc-party" aria-labelledby={headingId}>
      <h3 id={headingId} className="doc-heading">
        {party.heading}
      </h3>
      <address className="mb-0">
        <div className="doc-party-name">{party.name}</div>
        {party.lines.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </address>
    </section>
  );
}
