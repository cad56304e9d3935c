// How a contract is named on this screen: by its customer ('Last, First'),
// else by its description, else by its id, so every row's buttons have an
// accessible name that says which contract they act on.
import type { Contract } from '#domain/contract/model';
import { customerName } from '#domain/format/names';

/** 'Kowalski, Maria'; '' when the contract has no customer name yet. */
export function customerOf(contract: Contract): string {
  return contract.Customer.Name.trim() || customerName(contract.Customer.First, contract.Customer.Last);
}

/** 'contract for Kowalski, Maria', 'contract “Attic”' or 'contract K7Q2M9X4B1ZP'. */
export function contractLabel(contract: Contract): string {
  const customer = customerOf(contract);
  if (customer) return `contract for ${customer}`;
  const description = contract.Description.trim();
  if (description) return `contract “${description}”`;
  return `contract ${contract.ContractId}`;
}

/** Newest first, by the transaction date; the id breaks ties so the order never jumps. */
export function newestFirst(a: Contract, b: Contract): number {
  const byDate = (Date.parse(b.Date) || 0) - (Date.parse(a.Date) || 0);
  return byDate !== 0 ? byDate : a.ContractId.localeCompare(b.ContractId);
}
