// The figures before the work on scale (issue 14), measured on the same
// 2-core machine with PostgreSQL 15 and BENCH_CONTRACTS=1000000 at commit
// b7fa246 (the bench as it is now: compiled servers, load generator in its
// own process), printed after this run's own so the two can be read side by
// side. The sync floor then wrote neither the version row nor a search row.
export const BEFORE_COMMIT = 'b7fa246';

export const BEFORE: readonly (readonly [string, string])[] = [
  ['Sync over HTTP, 5 goals / 20 projects / 60 lines', 'p50 31.8 ms, p95 103.4 ms; 4.19x its bare SQL (7.6 ms)'],
  ['Search over HTTP at 1,000,000 contracts', 'p50 684.4 ms, p95 1,869.5 ms'],
  ['Search last=kow, 1 server, 50 clients', '2 req/s, p50 6,082 ms, p99 8,948 ms, 58 errors'],
  ['Sync first pushes, 1 server, 50 clients', '11 req/s, p50 4,102 ms, p99 5,144 ms'],
  ['Search last=kow, 2 servers, 50 clients', '2 req/s, p50 8,739 ms, p99 9,943 ms, 64 errors'],
  ['Sync first pushes, 2 servers, 50 clients', '83 req/s, p50 559 ms, p99 1,452 ms'],
  // On the device, as issue 14 measured them before the work.
  ['Contract step, the largest contract (20 goals x 25 projects x 5 lines)', 'p50 460 ms'],
  ['Offline cold start to a usable home page (headless Chromium, CI)', '640 ms to 1 s'],
];

export function formatBaseline(): string[] {
  return [
    `Before (commit ${BEFORE_COMMIT}, same machine, 1,000,000 contracts):`,
    ...BEFORE.map(([what, figures]) => `  ${what}: ${figures}`),
  ];
}
