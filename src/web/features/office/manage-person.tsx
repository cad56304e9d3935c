// One person, managed by an admin: their role, their access, their sessions and a new password (another admin's
// with the acting admin's own code). Each action says what it did; a refusal says why and keeps what was typed.
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { PasswordLinkAnswer, Person } from '#api/people';
import type { Role } from '#api/roles';
import type { OfficeResult } from '#web/sync/office-calls';
import { endSessions, passwordLinkFor, setAccess, setBranch, setPassword, setRole } from '#web/sync/office-people';
import { ROLE_NAMES } from './office-words';
import { BranchSelect, useBranchNames } from './branch-select';
import { RoleSelect } from './role-select';
import { useSessionStore } from '#web/sync/session-store';

const isMe = (userId: string) => useSessionStore.getState().user?.id === userId;

export interface ManagePersonProps {
  person: Person;
  onChanged: (message: string) => Promise<void>;
  onLink: (link: PasswordLinkAnswer) => void;
  onClose: () => void;
}

export function ManagePerson({ person, onChanged, onLink, onClose }: ManagePersonProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [role, setChosenRole] = useState<Role>(person.role);
  const [branch, setChosenBranch] = useState<string | null>(person.branch);
  const branchNames = useBranchNames();
  const [password, setNewPassword] = useState('');
  // Another admin's sign-in is changed with the acting admin's own code (decision 075).
  const asksCode = person.role === 'admin' && !isMe(person.id);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = person.displayName;

  useEffect(() => heading.current?.focus(), []);

  async function makeLink() {
    setBusy(true);
    setRefusal(null);
    const result = await passwordLinkFor(person.id, asksCode ? code.trim() : undefined);
    setBusy(false);
    if (result.ok) onLink(result.data.passwordLink);
    else setRefusal(result.message);
  }

  async function run(action: () => Promise<OfficeResult<Person>>, said: string) {
    setBusy(true);
    setRefusal(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    await onChanged(said);
  }

  return (
    <section className="card card-body mt-3 office-plan-form" aria-labelledby={`${id}-title`}>
      <h3 className="h5" id={`${id}-title`} ref={heading} tabIndex={-1}>
        Manage {name}
      </h3>
      <p className="small text-body-secondary mb-3">{person.email}</p>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <RoleSelect id={`${id}-role`} value={role} onChange={setChosenRole} />
      <Button
        className="mb-4 align-self-start"
        disabled={busy || role === person.role}
        onClick={() => void run(() => setRole(person.id, role), `${name} is now ${ROLE_NAMES[role].toLowerCase()}.`)}
      >
        Save role
      </Button>
      {(branchNames.length > 0 || person.branch) && (
        <>
          <BranchSelect
            id={`${id}-branch`}
            value={branch}
            names={[...new Set([...branchNames, ...(person.branch ? [person.branch] : [])])]}
            onChange={setChosenBranch}
          />
          <Button
            className="mb-4 align-self-start"
            disabled={busy || branch === person.branch}
            onClick={() =>
              void run(
                () => setBranch(person.id, branch),
                branch ? `${name} is now in the ${branch} branch.` : `${name} is in no branch now.`,
              )
            }
          >
            Save branch
          </Button>
        </>
      )}

      <div className="d-flex flex-wrap gap-2 mb-4">
        <Button
          variant="outline-primary"
          disabled={busy}
          onClick={() =>
            void run(() => endSessions(person.id), `${name} is signed out on every device; they sign in again to sync.`)
          }
        >
          Sign out everywhere
        </Button>
        <Button
          variant={person.disabled ? 'outline-primary' : 'outline-danger'}
          disabled={busy}
          onClick={() =>
            void run(
              () => setAccess(person.id, !person.disabled),
              person.disabled
                ? `${name} can sign in again.`
                : `${name} is disabled: they cannot sign in, and every session of theirs has ended.`,
            )
          }
        >
          {person.disabled ? 'Enable' : 'Disable'}
        </Button>
      </div>

      <Form.Group className="mb-2" controlId={`${id}-password`}>
        <Form.Label>New password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <Form.Text>At least 12 characters and not a common password. Every session of theirs ends.</Form.Text>
      </Form.Group>
      {asksCode && (
        <Form.Group className="mb-2" controlId={`${id}-code`}>
          <Form.Label>Your code from your authenticator app</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Form.Text>{name} is an admin: setting their password or making their link asks for your own code.</Form.Text>
        </Form.Group>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          disabled={busy || password === '' || (asksCode && code.trim() === '')}
          onClick={() =>
            void run(
              () => setPassword(person.id, password, asksCode ? code.trim() : undefined),
              `${name} has a new password and is signed out everywhere.`,
            )
          }
        >
          Set password
        </Button>
        <Button
          variant="outline-primary"
          disabled={busy || (asksCode && code.trim() === '')}
          onClick={() => void makeLink()}
        >
          Make a set-password link
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}
