// The company printed at the head of every contract and as the seller in its notice of cancellation, and the agent
// of a contract nobody signed in for. Vite bakes the VITE_* variables in at build time, so one build serves one
// company; without them the demo company below is printed.
import type { Agent } from '#domain/contract/model';
import type { Seller } from '#domain/printed-contract/seller';

type Env = Readonly<Record<string, unknown>>;

export const DEMO_COMPANY: Seller = {
  name: 'Northwind Home Comfort',
  addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
  license: 'License #HIC-0000000',
  phone: '608-555-0100',
};

export const DEMO_DEFAULT_AGENT_NAME = 'Northwind Sales Office';
export const DEMO_DEFAULT_AGENT_EMAIL = 'sales@northwind.example';

function text(env: Env, key: string): string | null {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A .env file turns "\n" into a line break; a shell export leaves it as the two characters. */
function addressLines(address: string): string[] {
  return address
    .split(/\r?\n|\\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function companyFromEnv(env: Env): Seller {
  const address = text(env, 'VITE_COMPANY_ADDRESS');
  const lines = address === null ? [] : addressLines(address);
  return {
    name: text(env, 'VITE_COMPANY_NAME') ?? DEMO_COMPANY.name,
    addressLines: lines.length > 0 ? lines : DEMO_COMPANY.addressLines,
    license: text(env, 'VITE_COMPANY_LICENSE') ?? DEMO_COMPANY.license,
    phone: text(env, 'VITE_COMPANY_PHONE') ?? DEMO_COMPANY.phone,
  };
}

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
