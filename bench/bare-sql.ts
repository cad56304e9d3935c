// The floor for a sync: the same rows written by hand-written SQL in one
// transaction on one connection, with no HTTP, validation or ORM in between:
// the customer, the contract, its rooms, goals, projects and calculations
// (one multi-row insert per table) and the accepted version with its document,
// as the server writes them (the search row is the contracts trigger's).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Contract } from '#domain/contract/model';
import { toRows } from '#server/contracts/contract-rows';

type Row = Record<string, unknown>;

function insert(table: string, columns: Record<string, string>, rows: Row[]): [string, unknown[]] {
  const keys = Object.keys(columns);
  const values: unknown[] = [];
  const tuples = rows.map(
    (row) =>
      `(${keys
        .map((key) => {
          values.push(row[key]);
          return `$${values.length}`;
        })
        .join(', ')})`,
  );
  return [`insert into ${table} (${keys.map((key) => columns[key]).join(', ')}) values ${tuples.join(', ')}`, values];
}

export async function writeBareTransaction(url: string, contract: Contract, runs: number): Promise<number[]> {
  const rows = toRows(contract, { agentIdKnown: () => false, workScopeExists: () => true });
  const document = JSON.stringify(contract);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const times: number[] = [];
  try {
    const [found] = (
      await client.query<{ id: string }>('select id from contracts where legacy_id = $1', [contract.ContractId])
    ).rows;
    if (!found) throw new Error('the bench contract is not in the database');
    const contractId = Number(found.id);
    const statements: [string, unknown[]][] = [
      insert(
        'rooms',
        {
          id: 'id',
          contractId: 'contract_id',
          position: 'position',
          name: 'name',
          width: 'width',
          length: 'length',
          total: 'total',
        },
        rows.rooms.map((room) => ({ ...room, contractId })),
      ),
      insert(
        'goals',
        { id: 'id', contractId: 'contract_id', position: 'position', name: 'name' },
        rows.goals.map((goal) => ({ ...goal, contractId })),
      ),
      insert(
        'projects',
        {
          id: 'id',
          goalId: 'goal_id',
          position: 'position',
          guid: 'guid',
          selected: 'selected',
          subtotal: 'subtotal',
          workscopeId: 'workscope_id',
          treatmentNotes: 'treatment_notes',
          wsid: 'wsid',
          name: 'name',
          description: 'description',
          showCalculator: 'show_calculator',
          pdfFileName: 'pdf_file_name',
        },
        rows.projects as unknown as Row[],
      ),
      insert(
        'calculations',
        {
          id: 'id',
          projectId: 'project_id',
          position: 'position',
          workscopeCalculationId: 'workscope_calculation_id',
          qty: 'qty',
          rate: 'rate',
          difficulty: 'difficulty',
          total: 'total',
          name: 'name',
          qtyLabel: 'qty_label',
          description: 'description',
        },
        rows.calculations as unknown as Row[],
      ),
    ];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      await client.query('begin');
      await client.query(
        `insert into customers (id, first, last, name) values ($1, $2, $3, $4)
        on conflict (id) do update set first = excluded.first, last = excluded.last, name = excluded.name`,
        [rows.customer.id, rows.customer.first, rows.customer.last, rows.customer.name],
      );
      const updated = await client.query<{ version: number }>(
        `update contracts set version = version + 1, total = $2, net_due = $3, modified_at = now(),
        synced_at = now(), updated_at = now(), content_hash = $4 where id = $1 returning version`,
        [contractId, rows.contract.total, rows.contract.netDue, `bare-${run}`],
      );
      await client.query('delete from rooms where contract_id = $1', [contractId]);
      await client.query('delete from goals where contract_id = $1', [contractId]);
      for (const [text, values] of statements) await client.query(text, values);
      await client.query(
        `insert into contract_versions (contract_id, version, pushed_by, pushed_at, device, document)
        select $1, $2, id, now(), null, $3 from users limit 1`,
        [contractId, updated.rows[0]!.version, document],
      );
      await client.query('commit');
      times.push(performance.now() - start);
    }
  } finally {
    await client.end();
  }
  return times;
}

/**
 * The floor of a first push under load: the contract's rows written by one
 * hand-written statement (customer, contract, goals, projects, calculations
 * and the accepted version; the search row is the contracts trigger's), so
 * one round trip and no HTTP, validation or ORM. Every id of the contract
 * starts with `placeholder`, for `forContract` to rename it.
 */
export function bareFirstPush(
  template: Contract,
  placeholder: string,
  pushedBy: string,
): (contractId: string) => { text: string; values: unknown[] } {
  const rows = toRows(template, { agentIdKnown: () => false, workScopeExists: () => true });
  const text = `with
    customer as (insert into customers (id, first, last, name) values ($1, $2, $3, $4) on conflict (id) do nothing),
    contract as (
      insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, description, notes,
        total, discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash)
      values ($5, $6, now(), now(), $1, $7, '', $8, 0, 0, 0, 0, $9, 0, 1, $5) returning id),
    new_goals as (
      insert into goals (id, contract_id, position, name)
      select g.id, contract.id, g.position, g.name
      from jsonb_to_recordset($10::jsonb) as g(id text, position integer, name text), contract),
    new_projects as (
      insert into projects (id, goal_id, position, guid, selected, subtotal, workscope_id, treatment_notes, wsid,
        name, description, show_calculator, pdf_file_name)
      select * from jsonb_to_recordset($11::jsonb) as p(id text, "goalId" text, position integer, guid text,
        selected boolean, subtotal numeric(12, 2), "workscopeId" integer, "treatmentNotes" text, wsid text,
        name text, description text, "showCalculator" boolean, "pdfFileName" text)),
    new_calculations as (
      insert into calculations (id, project_id, position, workscope_calculation_id, qty, rate, difficulty, total,
        name, qty_label, description)
      select * from jsonb_to_recordset($12::jsonb) as k(id text, "projectId" text, position integer,
        "workscopeCalculationId" integer, qty numeric(14, 4), rate numeric(12, 2), difficulty numeric(8, 4),
        total numeric(12, 2), name text, "qtyLabel" text, description text))
    insert into contract_versions (contract_id, version, pushed_by, pushed_at, device, document)
    select contract.id, 1, $13, now(), null, $14::jsonb from contract`;
  const values = [
    rows.customer.id,
    rows.customer.first,
    rows.customer.last,
    rows.customer.name,
    template.ContractId,
    template.Date,
    rows.contract.description,
    rows.contract.total,
    rows.contract.netDue,
    JSON.stringify(rows.goals),
    JSON.stringify(rows.projects),
    JSON.stringify(rows.calculations),
    pushedBy,
    JSON.stringify(template),
  ];
  return (contractId) => ({
    text,
    values: values.map((value) => (typeof value === 'string' ? value.replaceAll(placeholder, contractId) : value)),
  });
}
