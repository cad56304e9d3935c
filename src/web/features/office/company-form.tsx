// The company's details as an admin edits them: addresses one line per line, a licence per state added and removed,
// checked with the API's own schema before anything is sent.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { companyDetailsSchema } from '#api/company';
import type { Branch, CompanyDetails, StateLicense } from '#domain/company/company-details';
import { saveOfficeCompany } from '#web/sync/office-company';
import { BranchFields, branchesOf } from './branch-fields';
import { asSentence } from './office-words';

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function CompanyForm({
  initial,
  onSaved,
}: {
  initial: CompanyDetails;
  onSaved: (changed: boolean) => Promise<void>;
}) {
  const [licenses, setLicenses] = useState<StateLicense[]>(initial.licenses);
  const [branches, setBranches] = useState<Branch[]>(initial.branches);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const parsed = companyDetailsSchema.safeParse({
      name: text('name'),
      addressLines: toLines(text('address')),
      phone: text('phone'),
      license: text('license'),
      licenses: licenses.map((entry, index) => ({
        state: text(`state-${index}`),
        license: text(`license-${index}`),
      })),
      cancellationAddressLines: toLines(text('cancellationAddress')),
      cancellationEmail: text('cancellationEmail').trim(),
      branches: branchesOf(form, branches.length),
    });
    if (!parsed.success)
      return setProblems([...new Set(parsed.error.issues.map((issue) => asSentence(issue.message)))]);
    setProblems([]);
    setSaving(true);
    const result = await saveOfficeCompany(parsed.data);
    setSaving(false);
    if (!result.ok) return setProblems([result.message]);
    setLicenses(result.data.company.licenses);
    setBranches(result.data.company.branches);
    await onSaved(result.data.changed);
  }

  return (
    <Form noValidate onSubmit={(event) => void save(event)} aria-label="Company details" className="office-plan-form">
      {problems.length > 0 && (
        <Alert variant="danger" role="alert">
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="company-name">
        <Form.Label>Company name</Form.Label>
        <Form.Control name="name" defaultValue={initial.name} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="company-address">
        <Form.Label>Address (one line per line)</Form.Label>
        <Form.Control as="textarea" rows={3} name="address" defaultValue={initial.addressLines.join('\n')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="company-phone">
        <Form.Label>Phone</Form.Label>
        <Form.Control name="phone" type="tel" defaultValue={initial.phone} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="company-license">
        <Form.Label>Licence, where a state has none of its own</Form.Label>
        <Form.Control name="license" defaultValue={initial.license} />
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="fs-6">Licence by state</legend>
        {licenses.map((entry, index) => (
          <Row key={`${index}-${entry.state}`} className="g-2 mb-2 align-items-end">
            <Col xs={3}>
              <Form.Label htmlFor={`company-state-${index}`}>State</Form.Label>
              <Form.Control
                id={`company-state-${index}`}
                name={`state-${index}`}
                defaultValue={entry.state}
                maxLength={2}
              />
            </Col>
            <Col>
              <Form.Label htmlFor={`company-license-${index}`}>Licence in that state</Form.Label>
              <Form.Control id={`company-license-${index}`} name={`license-${index}`} defaultValue={entry.license} />
            </Col>
            <Col xs="auto">
              <Button
                variant="outline-primary"
                aria-label={`Remove the licence of ${entry.state || 'this state'}`}
                onClick={() => setLicenses((all) => all.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Col>
          </Row>
        ))}
        <Button variant="outline-primary" onClick={() => setLicenses((all) => [...all, { state: '', license: '' }])}>
          Add a state&apos;s licence
        </Button>
      </fieldset>
      <Form.Group className="mb-3" controlId="company-cancellation-address">
        <Form.Label>Cancellations by mail to (one line per line; the address above when empty)</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          name="cancellationAddress"
          defaultValue={initial.cancellationAddressLines.join('\n')}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="company-cancellation-email">
        <Form.Label>Cancellations by email to</Form.Label>
        <Form.Control name="cancellationEmail" type="email" defaultValue={initial.cancellationEmail} />
      </Form.Group>
      <BranchFields branches={branches} onChange={setBranches} />
      <Button type="submit" disabled={saving}>
        Save the company&apos;s details
      </Button>
    </Form>
  );
}
