// The loose-fill work of the price book being made that still has no label chart: until it has one, the tablets
// count no bags for it, print no label figures on its quote and fill no installer's receipt.
import type { WorkScope } from '#domain/contract/model';
import { scopesWithoutChart } from '#domain/insulation/missing-label-charts';

export function MissingLabelCharts({ scopes }: { scopes: readonly WorkScope[] }) {
  const missing = scopesWithoutChart(scopes);
  if (missing.length === 0) return null;
  return (
    // A standing notice, not news: a region a screen reader finds by its name, not an alert it interrupts with.
    <section className="alert alert-warning" aria-labelledby="missing-label-charts-title">
      <p id="missing-label-charts-title" className="fw-semibold mb-1">
        {missing.length === 1 ? 'One loose-fill product has' : `${missing.length} loose-fill products have`} no label
        chart
      </p>
      <p className="mb-1">
        Until one is added (under Label charts, in the product&rsquo;s category), the tablets count no bags for it,
        print no label figures on its quotes and fill in no installer&rsquo;s receipt for it.
      </p>
      <ul className="mb-0">
        {missing.map((scope) => (
          <li key={scope.id}>
            #{scope.wsid} {scope.name} ({scope.category.name})
          </li>
        ))}
      </ul>
    </section>
  );
}
