// This week in the office console: per agent and per branch, contracts saved, contracts signed and what they sell
// for, the average ticket and the cancellations, from the signed records; any other week by one of its days.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { WeekFigures, WeekResponse } from '#api/office-reports';
import { formatDollars } from '#domain/format/money-format';
import { officeWeek } from '#web/sync/office-contracts';
import { longDay } from '#domain/format/date-format';
import { ListState } from './office-query';
import { ScrollTable } from './scroll-table';

function FigureCells({ figures }: { figures: WeekFigures }) {
  return (
    <>
      <td data-label="Saved" className="text-end">
        {figures.saved}
      </td>
      <td data-label="Signed" className="text-end">
        {figures.signed}
      </td>
      <td data-label="Sold" className="text-end">
        {formatDollars(figures.signedTotal)}
      </td>
      <td data-label="Average ticket" className="text-end">
        {figures.signed === 0 ? '—' : formatDollars(figures.averageTicket)}
      </td>
      <td data-label="Cancelled" className="text-end">
        {figures.cancelled}
      </td>
    </>
  );
}

interface WeekRow {
  key: string;
  name: string;
  figures: WeekFigures;
}

function WeekTable({
  label,
  first,
  rows,
  totals,
}: {
  label: string;
  first: string;
  rows: WeekRow[];
  totals: WeekFigures;
}) {
  return (
    <ScrollTable label={label} className="office-week">
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {['Saved', 'Signed', 'Sold', 'Average ticket', 'Cancelled'].map((heading) => (
            <th key={heading} scope="col" className="text-end">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <FigureCells figures={row.figures} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Everyone</th>
          <FigureCells figures={totals} />
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

export function WeekScreen() {
  const [day, setDay] = useState('');
  const week = useQuery({
    queryKey: ['office', 'week', day],
    queryFn: async (): Promise<WeekResponse> => {
      const result = await officeWeek(day || undefined);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });
  const data = week.data;
  const lastDay = data ? new Date(Date.parse(`${data.end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : '';

  return (
    <section aria-labelledby="office-week-title">
      <h2 id="office-week-title" className="h4">
        This week
      </h2>
      <p className="text-body-secondary">
        From the signed records: what a signed contract sells for is its total less discount and coupon. A cancellation
        counts in the week of its notice.
      </p>
      <Form.Group className="mb-3 office-narrow" controlId="week-day">
        <Form.Label>Show the week of</Form.Label>
        <Form.Control type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </Form.Group>
      <ListState query={week} what="the week" />
      {data && (
        <>
          <p>
            {longDay(data.start)} to {longDay(lastDay)}
          </p>
          {data.agents.length === 0 ? (
            <p>Nothing was saved, signed or cancelled that week.</p>
          ) : (
            <>
              <WeekTable
                label="The week per agent"
                first="Agent"
                rows={data.agents.map((row) => ({ key: row.agent.id ?? 'none', name: row.agent.name, figures: row }))}
                totals={data.totals}
              />
              {data.branches.some((row) => row.branch !== null) && (
                <WeekTable
                  label="The week per branch"
                  first="Branch"
                  rows={data.branches.map((row) => ({
                    key: row.branch ?? 'none',
                    name: row.branch ?? 'No branch',
                    figures: row,
                  }))}
                  totals={data.totals}
                />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
