// What a sync writes once it has decided to: the customer, the contract's
// rooms, goals, projects and calculations replaced, the version as accepted,
// and the contract's search summary. Three statements whatever the size of
// the contract: the old rows go (projects and calculations with their goals),
// then everything is inserted in one statement, each table's rows passed as
// one JSON array (foreign keys are checked at its end, when every row is in),
// then the summary, once the triggers of the others have cleared it.
import { sql } from 'drizzle-orm';
import type { Contract } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { summaryFromRows, type ContractRows } from './contract-rows';
import { writeSummary } from './search-summaries';

export interface AcceptedVersion {
  contractId: number;
  version: number;
  pushedBy: string;
  pushedAt: Date;
  device: string | null;
  document: Contract;
}

const json = (value: unknown) => JSON.stringify(value);

function childRows(contractId: number, rows: ContractRows) {
  return {
    rooms: rows.rooms.map((room) => ({ ...room, contract_id: contractId })),
    goals: rows.goals.map((goal) => ({ ...goal, contract_id: contractId })),
    projects: rows.projects.map((project) => ({
      id: project.id,
      goal_id: project.goalId,
      position: project.position,
      guid: project.guid,
      selected: project.selected,
      subtotal: project.subtotal,
      workscope_id: project.workscopeId,
      treatment_notes: project.treatmentNotes,
      wsid: project.wsid,
      name: project.name,
      description: project.description,
      show_calculator: project.showCalculator,
      pdf_file_name: project.pdfFileName,
    })),
    calculations: rows.calculations.map((calculation) => ({
      id: calculation.id,
      project_id: calculation.projectId,
      position: calculation.position,
      workscope_calculation_id: calculation.workscopeCalculationId,
      qty: calculation.qty,
      rate: calculation.rate,
      difficulty: calculation.difficulty,
      total: calculation.total,
      name: calculation.name,
      qty_label: calculation.qtyLabel,
      description: calculation.description,
    })),
  };
}

/**
 * Writes the customer, replaces the contract's rows under it (there are none
 * yet on its first version), keeps the accepted version and the contract's
 * search summary. The rest of its search row is kept by triggers (migration 0005).
 */
export async function writeContractRows(
  tx: AppDatabase,
  rows: ContractRows,
  accepted: AcceptedVersion & { firstVersion: boolean },
): Promise<void> {
  const { contractId } = accepted;
  await writeChildRows(tx, rows, accepted);
  // A contract written by a sync has a snapshot of any agent it names, so no agents row is needed.
  const summary = summaryFromRows({
    contract: { ...rows.contract, id: contractId, version: accepted.version, syncedAt: accepted.pushedAt },
    customer: rows.customer,
    agent: null,
    creator: null,
    rooms: rows.rooms,
  });
  await writeSummary(tx, contractId, summary);
}

async function writeChildRows(
  tx: AppDatabase,
  rows: ContractRows,
  accepted: AcceptedVersion & { firstVersion: boolean },
): Promise<void> {
  const { contractId } = accepted;
  if (!accepted.firstVersion) {
    await tx.execute(sql`with gone as (delete from rooms where contract_id = ${contractId})
      delete from goals where contract_id = ${contractId}`);
  }
  const children = childRows(contractId, rows);
  const customer = rows.customer;
  await tx.execute(sql`with
    customer as (
      insert into customers (id, first, last, name, email, phone, address1, address2, city, state, postal_code, notes)
      values (${customer.id}, ${customer.first}, ${customer.last}, ${customer.name}, ${customer.email},
        ${customer.phone}, ${customer.address1}, ${customer.address2}, ${customer.city}, ${customer.state},
        ${customer.postalCode}, ${customer.notes})
      on conflict (id) do update set first = excluded.first, last = excluded.last, name = excluded.name,
        email = excluded.email, phone = excluded.phone, address1 = excluded.address1, address2 = excluded.address2,
        city = excluded.city, state = excluded.state, postal_code = excluded.postal_code, notes = excluded.notes),
    new_rooms as (
      insert into rooms (id, contract_id, position, name, width, length, total)
      select * from jsonb_to_recordset(${json(children.rooms)}::jsonb)
        as r(id text, contract_id bigint, position integer, name text, width integer, length integer, total integer)),
    new_goals as (
      insert into goals (id, contract_id, position, name)
      select * from jsonb_to_recordset(${json(children.goals)}::jsonb)
        as g(id text, contract_id bigint, position integer, name text)),
    new_projects as (
      insert into projects (id, goal_id, position, guid, selected, subtotal, workscope_id, treatment_notes, wsid,
        name, description, show_calculator, pdf_file_name)
      select * from jsonb_to_recordset(${json(children.projects)}::jsonb)
        as p(id text, goal_id text, position integer, guid text, selected boolean, subtotal numeric(12, 2),
          workscope_id integer, treatment_notes text, wsid text, name text, description text,
          show_calculator boolean, pdf_file_name text)),
    new_calculations as (
      insert into calculations (id, project_id, position, workscope_calculation_id, qty, rate, difficulty, total,
        name, qty_label, description)
      select * from jsonb_to_recordset(${json(children.calculations)}::jsonb)
        as k(id text, project_id text, position integer, workscope_calculation_id integer, qty numeric(14, 4),
          rate numeric(12, 2), difficulty numeric(8, 4), total numeric(12, 2), name text, qty_label text,
          description text))
    insert into contract_versions (contract_id, version, pushed_by, pushed_at, device, document)
    values (${contractId}, ${accepted.version}, ${accepted.pushedBy}, ${accepted.pushedAt.toISOString()},
      ${accepted.device}, ${json(accepted.document)}::jsonb)`);
}
