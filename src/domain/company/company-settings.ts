// The company of a build's or a server's settings (VITE_COMPANY_* in .env), before the office saves its details in
// the console: the tablet prints it, and the server writes it into the emails it sends. Without them, the demo
// company.
import type { Seller } from '../printed-contract/seller';

type Env = Readonly<Record<string, unknown>>;

export const DEMO_COMPANY: Seller = {
  name: 'Northwind Home Comfort',
  addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
  license: 'License #HIC-0000000',
  phone: '608-555-0100',
};

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

/** A setting's text, trimmed; null when unset or blank. */
export function settingText(env: Env, key: string): string | null {
  return text(env, key);
}
