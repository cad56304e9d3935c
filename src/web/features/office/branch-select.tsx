// A person's branch, chosen among the company's (docs/decisions/049-branches.md); "No branch" when they have none.
import { Form } from 'react-bootstrap';
import { officeCompany } from '#web/sync/office-company';
import { useOfficeQuery } from './office-query';

export const COMPANY_KEY = ['office', 'company'] as const;

/** The company's details as the console last read them (one query for every screen). */
export function useOfficeCompany() {
  return useOfficeQuery(COMPANY_KEY, officeCompany);
}

/** The names of the company's branches; empty while unread or when it has none. */
export function useBranchNames(): string[] {
  return useOfficeCompany().data?.company?.branches.map((branch) => branch.name) ?? [];
}

export function BranchSelect({
  id,
  value,
  names,
  onChange,
}: {
  id: string;
  value: string | null;
  names: string[];
  onChange: (branch: string | null) => void;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Branch</Form.Label>
      <Form.Select value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">No branch</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
