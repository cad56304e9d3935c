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
