// How long and how large a contract's parts may be to sync: the server's schema
// (contract.ts) checks them, and the device's forms hold the agent to them
// where they type (maxLength). Without zod, so a form can import it cheaply.
export const contractLimits = {
  idLength: 64,
  nameLength: 200,
  textLength: 5000,
  emailLength: 320,
  codeLength: 64,
  /** Keeps every amount, and the sums of amounts, exact in integer cents. */
  maxMagnitude: 1_000_000_000,
  maxTermMonths: 600,
  goals: 100,
  projectsPerGoal: 200,
  calculationsPerProject: 50,
  rooms: 200,
  financingOptions: 20,
} as const;
