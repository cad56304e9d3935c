// The demo agent of a trial (README): its published password, and what a
// production start says when it finds it still open (seed.ts).
export const DEMO_AGENT = {
  email: 'agent@example.com',
  password: 'insulate2026',
  first: 'Jane',
  last: 'Demo',
  displayName: 'Jane Demo',
  role: 'agent',
  phone: null,
} as const;

/** What a production start says when it found the demo agent still open. */
export const DEMO_AGENT_RETIRED =
  `The demo agent ${DEMO_AGENT.email} still had its published password: it is disabled, since anyone could sign in ` +
  'with it. Create real agents with the admin command line (node dist/server/admin.js add-agent ...).';
