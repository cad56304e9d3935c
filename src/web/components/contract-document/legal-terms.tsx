// The contract's terms (docs/product-rules.md#legal-text): how long the proposal holds, the warranties, the attic
// ventilation we recommend, and what the job site's state adds (its deposit sentence, the first day of work). The
// right to cancel is stated beside the signatures instead (signature-block.tsx), where the cooling-off rule wants it.
import { useId } from 'react';
import type { Terms } from '#domain/printed-contract/legal-text';
import { Runs } from './text-runs';

export function LegalTerms({ terms }: { terms: Terms }) {
  const headingId = useId();
  return (
    <section className="doc-terms" aria-labelledby={headingId}>
      <h3 id={headingId} className="doc-heading">
        {terms.heading}
      </h3>
      <p>
        <Runs paragraph={terms.validity} />
      </p>
      <p className="mb-1">
        <Runs paragraph={terms.warrantiesIntro} />
      </p>
      <ul>
        {terms.warranties.map((warranty) => (
          <li key={warranty}>{warranty}</li>
        ))}
      </ul>
      {[terms.ventilation, terms.insulation, terms.factSheets, terms.deposit, terms.workStart]
        .filter((paragraph) => paragraph !== null)
        .map((paragraph, index, all) => (
          <p key={index} className={index === all.length - 1 ? 'mb-0' : undefined}>
            <Runs paragraph={paragraph} />
          </p>
        ))}
    </section>
  );
}
