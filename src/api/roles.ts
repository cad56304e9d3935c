// Who may do what (docs/decisions/036-roles.md): an agent sells, a manager
// runs the office's contracts and people, an admin also the company's settings.
export const ROLES = ['agent', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
