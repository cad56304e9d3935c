// The week in figures, per agent: contracts saved, contracts signed and what they sell for (from the signed records,
// the newest signed copy of each contract signed that week), the average ticket and the cancellations recorded.
import { sql } from 'drizzle-orm';
import type { WeekFigures, WeekResponse } from '#api/office-reports';
import { addDays, dayOfWeek, toIsoDate, type CalendarDate } from '#domain/legal/calendar-date';
import { queryRows, type AppDatabase } from '../db/connection';

interface Row {
  agent_id: string | null;
  agent_name: string | null;
  branch: string | null;
  saved: string | number;
  signed: string | number;
  signed_total: string | number;
  cancelled: string | number;
}

/** The Monday of the week `day` falls in. */
export function weekStart(day: CalendarDate): CalendarDate {
  return addDays(day, -((dayOfWeek(day) + 6) % 7));
}

const cents = (value: number) => Math.round(value * 100) / 100;

function figures(saved: number, signed: number, signedTotal: number, cancelled: number): WeekFigures {
  return {
    saved,
    signed,
    signedTotal: cents(signedTotal),
    averageTicket: signed === 0 ? 0 : cents(signedTotal / signed),
    cancelled,
  };
}

export async function weekReport(db: AppDatabase, day: CalendarDate): Promise<WeekResponse> {
  const start = toIsoDate(weekStart(day));
  const end = toIsoDate(addDays(weekStart(day), 7));
  const rows = await queryRows<Row>(
    db,
    sql`WITH signed AS (
          SELECT DISTINCT ON (sc.contract_id) sc.contract_id, sc.received_by,
                 (sc.record->'contract'->'Values'->>'NetDue')::numeric
                   + (sc.record->'contract'->'Values'->>'Deposit')::numeric AS sold
          FROM signed_contracts sc
          WHERE sc.signed_at >= ${start}::date AND sc.signed_at < ${end}::date
          ORDER BY sc.contract_id, sc.signed_at DESC),
        events AS (
          SELECT coalesce(c.agent_id, s.received_by) AS agent_id, 0 AS saved, 1 AS signed, s.sold, 0 AS cancelled
          FROM signed s LEFT JOIN contracts c ON c.legacy_id = s.contract_id
          UNION ALL
          SELECT c.agent_id, 1, 0, 0, 0 FROM contracts c
          WHERE c.save_state = 'saved' AND c.saved_at >= ${start}::date AND c.saved_at < ${end}::date
          UNION ALL
          SELECT c.agent_id, 0, 0, 0, 1 FROM contract_cancellations x JOIN contracts c ON c.legacy_id = x.contract_id
          WHERE x.notice_date >= ${start}::date AND x.notice_date < ${end}::date)
        SELECT e.agent_id,
               nullif(trim(coalesce(nullif(a.display_name, ''), a.first || ' ' || a.last)), '') AS agent_name,
               a.branch,
               sum(e.saved) AS saved, sum(e.signed) AS signed, coalesce(sum(e.sold), 0) AS signed_total,
               sum(e.cancelled) AS cancelled
        FROM events e LEFT JOIN agents a ON a.user_id = e.agent_id
        GROUP BY e.agent_id, agent_name, a.branch
        ORDER BY signed_total DESC, agent_name`,
  );
  const agents = rows.map((row) => ({
    agent: { id: row.agent_id, name: row.agent_name ?? (row.agent_id ? 'Unnamed agent' : 'No agent') },
    branch: row.branch,
    ...figures(Number(row.saved), Number(row.signed), Number(row.signed_total), Number(row.cancelled)),
  }));
  const byBranch = new Map<string | null, WeekFigures[]>();
  for (const agent of agents) byBranch.set(agent.branch, [...(byBranch.get(agent.branch) ?? []), agent]);
  const branches = [...byBranch]
    .map(([branch, list]) => ({ branch, ...added(list) }))
    .sort((a, b) => b.signedTotal - a.signedTotal || (a.branch ?? '~').localeCompare(b.branch ?? '~'));
  return { start, end, agents, branches, totals: added(agents) };
}

/** The figures of several rows as one: counts and sales added, the average ticket worked out again. */
function added(list: readonly WeekFigures[]): WeekFigures {
  const sum = (pick: (figures: WeekFigures) => number) => list.reduce((total, row) => total + pick(row), 0);
  return figures(
    sum((row) => row.saved),
    sum((row) => row.signed),
    sum((row) => row.signedTotal),
    sum((row) => row.cancelled),
  );
}
