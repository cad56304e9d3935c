// Fills the scratch database with `count` synced contracts and their
// customers, in SQL (generate_series), so search is measured at scale (the
// search rows are written by the contracts' trigger, as for a sync).
import pg from 'pg';

const LAST_NAMES = [
  'Kowalski',
  'Smith',
  'Ortiz',
  'Nguyen',
  'Johnson',
  'Patel',
  'Berg',
  'Olsen',
  'Garcia',
  'Kim',
  'Miller',
  'Lee',
  'Brown',
  'Davis',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
];
const DESCRIPTIONS = [
  'Attic top-up and air sealing',
  'Crawlspace encapsulation',
  'Basement rim joist foam',
  'Garage ceiling insulation',
  'Dense-pack walls',
  'Duct sealing and bath fans',
  'Attic mold treatment',
  'Ridge and soffit venting',
  'Whole house air sealing',
  'Bonus room floor foam',
];

const CHUNK = 50_000;

export async function fillContracts(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      await client.query('begin');
      await client.query(
        `insert into customers (id, first, last, name)
        select 'bench-c-' || i, 'Pat', ($3::text[])[1 + i % array_length($3::text[], 1)] || (i % 97),
               ($3::text[])[1 + i % array_length($3::text[], 1)] || (i % 97) || ', Pat'
        from generate_series($1::int, $2::int) as i`,
        [from, to, LAST_NAMES],
      );
      await client.query(
        `insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, description,
          total, discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash)
        select 'F' || lpad(i::text, 11, '0'), now() - i * interval '1 minute', now() - i * interval '1 minute',
               now() - i * interval '1 minute', 'bench-c-' || i,
               ($3::text[])[1 + i % array_length($3::text[], 1)] || ' #' || i,
               1000 + i % 9000, 0, 0, 0, 0, 1000 + i % 9000, 0, 1, 'bench'
        from generate_series($1::int, $2::int) as i`,
        [from, to, DESCRIPTIONS],
      );
      await client.query('commit');
    }
    // As a company's tables are: vacuumed and analyzed, so autovacuum does not
    // work through a million fresh rows while the search and the loads are timed.
    await client.query('vacuum analyze customers');
    await client.query('vacuum analyze contracts');
    await client.query('vacuum analyze contract_search');
  } finally {
    await client.end();
  }
}
