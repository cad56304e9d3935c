// The contracts list as CSV, the way a spreadsheet opens it: a header row, one contract a line, amounts in dollars
// with cents. A cell a spreadsheet would run as a formula (=, +, -, @) is written as text.
import type { OfficeContract } from '#api/office-contracts';

const HEADER = [
  'ContractId',
  'State',
  'Date',
  'Customer',
  'Customer state',
  'Agent',
  'Branch',
  'Description',
  'Net due',
  'Signed',
];

export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(contract: OfficeContract): string {
  return [
    contract.contractId,
    contract.state,
    contract.date.slice(0, 10),
    contract.customer,
    contract.customerState,
    contract.agent?.name ?? '',
    contract.branch ?? '',
    contract.description,
    contract.netDue.toFixed(2),
    contract.signedAt?.slice(0, 10) ?? '',
  ]
    .map(csvCell)
    .join(',');
}

export async function contractsCsv(contracts: AsyncIterable<OfficeContract>): Promise<string> {
  const lines = [HEADER.map(csvCell).join(',')];
  for await (const contract of contracts) lines.push(csvLine(contract));
  return `${lines.join('\r\n')}\r\n`;
}
