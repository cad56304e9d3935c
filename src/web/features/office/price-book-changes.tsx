// What a price book about to be published changes, rate by rate, before anyone publishes it.
import { Table } from 'react-bootstrap';
import { isEmptyDiff, type PriceBookDiff } from '#domain/catalogue/price-book';
import { formatDollars } from '#domain/format/money-format';

/** '+5.0%' from 1.40 to 1.47. */
function changeOf(before: number, after: number): string {
  if (before === 0) return 'new price';
  const percent = ((after - before) / before) * 100;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export function PriceBookChanges({ diff, version }: { diff: PriceBookDiff; version: number }) {
  if (isEmptyDiff(diff)) return <p className="text-body-secondary">No changes yet from price book {version}.</p>;
  const count = diff.rates.length;
  return (
    <section aria-labelledby="price-book-changes-title">
      <h4 id="price-book-changes-title" className="h6">
        Changes from price book {version}: {count} rate{count === 1 ? '' : 's'}
        {diff.names.length > 0 ? `, ${diff.names.length} name${diff.names.length === 1 ? '' : 's'}` : ''}
        {diff.charts.length > 0 ? `, ${diff.charts.length} label chart${diff.charts.length === 1 ? '' : 's'}` : ''}
      </h4>
      {count > 0 && (
        // A short list: it stacks on a phone like the console's other tables.
        <Table size="sm" className="office-stacked price-book-changes">
          <caption className="visually-hidden">Rates that change</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Line</th>
              <th scope="col">Now</th>
              <th scope="col">New</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {diff.rates.map((rate) => (
              <tr key={rate.calculationId}>
                <th scope="row">#{rate.wsid}</th>
                <td data-label="Line">{rate.calculation}</td>
                <td data-label="Now">{formatDollars(rate.before)}</td>
                <td data-label="New">{formatDollars(rate.after)}</td>
                <td data-label="Change">{changeOf(rate.before, rate.after)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {diff.charts.length > 0 && (
        <ul aria-label="Label charts that change">
          {diff.charts.map((chart) => (
            <li key={chart.wsid}>
              #{chart.wsid} label chart {chart.change}: {chart.product}
            </li>
          ))}
        </ul>
      )}
      {diff.names.length > 0 && (
        <ul>
          {diff.names.map((name) => (
            <li key={`${name.wsid}-${name.field}-${name.before}`}>
              #{name.wsid} {name.field}: {name.before} → {name.after}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
