// The office console's contracts list, week and CSV export at scale (docs/decisions/044-contracts-in-the-office.md):
// each contract's state is worked out in SQL when it is listed, so these are timed over HTTP, with a manager's token,
// against the contracts fill-contracts.ts wrote, after a warm-up that is not timed.
import { timedRequest } from './http-client';
import { ms, percentile } from './stats';

export const OFFICE_QUERIES = [
  '/api/admin/contracts',
  '/api/admin/contracts?q=kow',
  '/api/admin/contracts?state=saved&page=3',
  '/api/admin/contracts?state=signed',
  '/api/admin/contracts?q=F00000012345',
  '/api/admin/week',
];
const EVERY_CONTRACT_CSV = '/api/admin/contracts.csv';
const WARM_UP_ROUNDS = 3;
const RUNS = 15;

export async function measureOfficeList(address: string, headers: Record<string, string>): Promise<string[]> {
  const byQuery = new Map<string, number[]>(OFFICE_QUERIES.map((query) => [query, []]));
  for (let round = 0; round < WARM_UP_ROUNDS + RUNS; round++) {
    for (const query of OFFICE_QUERIES) {
      const answer = await timedRequest(`${address}${query}`, { headers });
      if (answer.status !== 200) throw new Error(`${query} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      if (round >= WARM_UP_ROUNDS) byQuery.get(query)!.push(answer.ms);
    }
  }
  // The export of every contract, once: it reads the list a page after another (office-contracts.ts).
  const exported = await timedRequest(`${address}${EVERY_CONTRACT_CSV}`, { headers });
  if (exported.status !== 200)
    throw new Error(`the export answered ${exported.status}: ${exported.body.slice(0, 200)}`);
  const contracts = exported.body.trimEnd().split('\r\n').length - 1;
  return [
    `Office console over HTTP (${RUNS} runs each, manager's token):`,
    ...[...byQuery].map(
      ([query, times]) => `  ${query}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    ),
    `  ${EVERY_CONTRACT_CSV}, every contract once: ${(exported.ms / 1000).toFixed(1)} s for ` +
      `${contracts.toLocaleString('en-US')} contracts (${(exported.body.length / 1e6).toFixed(1)} MB of CSV)`,
  ];
}
