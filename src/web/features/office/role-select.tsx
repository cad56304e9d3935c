// The role of a person, as the office chooses it.
import { Form } from 'react-bootstrap';
import { ROLES, type Role } from '#api/roles';
import { ROLE_NAMES } from './office-words';

export function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange: (role: Role) => void }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Role</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value as Role)}>
        {ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_NAMES[option]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
