// The company's branches in its details form (docs/decisions/049-branches.md): each a name, and the address and
// phone its agents' contracts print (the company's when left empty); added and removed like the state licences.
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { Branch } from '#domain/company/company-details';

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The branches as typed in the form, in order. */
export function branchesOf(form: FormData, count: number): Branch[] {
  const text = (name: string) => String(form.get(name) ?? '');
  return Array.from({ length: count }, (_, index) => ({
    name: text(`branch-name-${index}`).trim(),
    addressLines: toLines(text(`branch-address-${index}`)),
    phone: text(`branch-phone-${index}`).trim(),
  }));
}

export function BranchFields({ branches, onChange }: { branches: Branch[]; onChange: (branches: Branch[]) => void }) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Branches</legend>
      <p className="small text-body-secondary">
        Each agent may belong to one; their contracts print its address and phone, and the week counts by branch.
      </p>
      {branches.map((branch, index) => (
        <Row key={`${index}-${branch.name}`} className="g-2 mb-3 align-items-end">
          <Col md={3}>
            <Form.Label htmlFor={`branch-name-${index}`}>Branch name</Form.Label>
            <Form.Control id={`branch-name-${index}`} name={`branch-name-${index}`} defaultValue={branch.name} />
          </Col>
          <Col md={5}>
            <Form.Label htmlFor={`branch-address-${index}`}>Its address (the company&apos;s when empty)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              id={`branch-address-${index}`}
              name={`branch-address-${index}`}
              defaultValue={branch.addressLines.join('\n')}
            />
          </Col>
          <Col md={2}>
            <Form.Label htmlFor={`branch-phone-${index}`}>Its phone</Form.Label>
            <Form.Control
              id={`branch-phone-${index}`}
              name={`branch-phone-${index}`}
              type="tel"
              defaultValue={branch.phone}
            />
          </Col>
          <Col xs="auto">
            <Button
              variant="outline-primary"
              aria-label={`Remove the branch ${branch.name || 'without a name'}`}
              onClick={() => onChange(branches.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </Col>
        </Row>
      ))}
      <Button
        variant="outline-primary"
        onClick={() => onChange([...branches, { name: '', addressLines: [], phone: '' }])}
      >
        Add a branch
      </Button>
    </fieldset>
  );
}
