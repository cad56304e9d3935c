// Add a person: names, email, role, and a first password or a one-time link with which they set their own. Checked
// here with the API's schema; the server checks the password as every new password and says why it refuses one.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { newPersonSchema, type PasswordLinkAnswer, type Person } from '#api/people';
import type { Role } from '#api/roles';
import { addOfficePerson } from '#web/sync/office-people';
import { asSentence } from './office-words';
import { BranchSelect, useBranchNames } from './branch-select';
import { RoleSelect } from './role-select';

type Field = 'first' | 'last' | 'email' | 'password';
const FIELDS: readonly Field[] = ['first', 'last', 'email', 'password'];

export function AddPersonForm({
  onAdded,
  onCancel,
}: {
  onAdded: (person: Person, passwordLink?: PasswordLinkAnswer) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ first: '', last: '', email: '', password: '' });
  const [role, setRole] = useState<Role>('agent');
  const [phone, setPhone] = useState('');
  const [byLink, setByLink] = useState(true);
  const [branch, setBranch] = useState<string | null>(null);
  const branchNames = useBranchNames();
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => first.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { password, ...named } = values;
    const parsed = newPersonSchema.safeParse({
      ...named,
      ...(byLink ? {} : { password }),
      role,
      phone: phone.trim() === '' ? null : phone,
      ...(branch ? { branch } : {}),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field && !found[field]) found[field] = asSentence(issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setSaving(true);
    const result = await addOfficePerson({ ...parsed.data, phone: parsed.data.phone ?? null });
    setSaving(false);
    if (result.ok) await onAdded(result.data.person, result.data.passwordLink);
    else setRefusal(result.message);
  }

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <Form.Group className="mb-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={name === 'first' ? first : undefined}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        isInvalid={problems[name] !== undefined}
        aria-invalid={problems[name] !== undefined}
        aria-describedby={`${id}-${name}-problem`}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-${name}-problem`}>
        {problems[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form
      className="office-plan-form card card-body mt-3"
      onSubmit={(event) => void submit(event)}
      aria-label="Add a person"
      noValidate
    >
      <h3 className="h5">Add a person</h3>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      {field('first', 'First name', 'text', 'off')}
      {field('last', 'Last name', 'text', 'off')}
      {field('email', 'Email', 'email', 'off')}
      <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      {branchNames.length > 0 && (
        <BranchSelect id={`${id}-branch`} value={branch} names={branchNames} onChange={setBranch} />
      )}
      <Form.Group className="mb-3" controlId={`${id}-phone`}>
        <Form.Label>Phone (optional)</Form.Label>
        <Form.Control type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Their password</legend>
        <Form.Check
          type="radio"
          id={`${id}-by-link`}
          name={`${id}-password-way`}
          label="They set it themselves with a one-time link"
          checked={byLink}
          onChange={() => setByLink(true)}
        />
        <Form.Check
          type="radio"
          id={`${id}-by-password`}
          name={`${id}-password-way`}
          label="I give them a first password"
          checked={!byLink}
          onChange={() => setByLink(false)}
        />
      </fieldset>
      {byLink ? (
        <p className="small text-body-secondary">
          You get a link to send them; it works once, for 3 days. Nobody else ever knows their password.
        </p>
      ) : (
        <>
          {field('password', 'First password', 'password', 'new-password')}
          <p className="small text-body-secondary">
            At least 12 characters and not a common password. Give it to them in person; they sign in with it.
          </p>
        </>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={saving}>
          Add person
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
