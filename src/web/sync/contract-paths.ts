// Where a contract lives in the API.
export const CONTRACTS_PATH = '/api/contracts';

export function contractPath(contractId: string): string {
  return `${CONTRACTS_PATH}/${encodeURIComponent(contractId)}`;
}
