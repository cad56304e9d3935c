// The company printed at the head of every contract and as the seller in its notice of cancellation, and the agent
// of a contract nobody signed in for. Vite bakes the VITE_* variables in at build time, so one build serves one
// company; without them the demo company is printed.
import type { Agent } from '#domain/contract/model';
import { companyFromEnv, DEMO_COMPANY, settingText as text } from '#domain/company/company-settings';
import type { Seller } from '#domain/printed-contract/seller';

type Env = Readonly<Record<string, unknown>>;

export { companyFromEnv, DEMO_COMPANY };

export const DEMO_DEFAULT_AGENT_NAME = 'Northwind Sales Office';
export const DEMO_DEFAULT_AGENT_EMAIL = 'sales@northwind.example';

/** The office as an agent: a display name and an email, no person's name and no user id. */
export function defaultAgentFromEnv(env: Env): Agent {
  return {
    Id: '',
    First: '',
    Last: '',
    Email: text(env, 'VITE_DEFAULT_AGENT_EMAIL') ?? DEMO_DEFAULT_AGENT_EMAIL,
    Display: text(env, 'VITE_DEFAULT_AGENT_NAME') ?? DEMO_DEFAULT_AGENT_NAME,
  };
}

const buildEnv: Env = import.meta.env;

export const COMPANY: Seller = companyFromEnv(buildEnv);
export const DEFAULT_AGENT: Agent = defaultAgentFromEnv(buildEnv);
