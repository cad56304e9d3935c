import { describe, expect, it } from 'vitest';
import { companyFromEnv, defaultAgentFromEnv } from './company';

describe('companyFromEnv', () => {
  it('reads the company from the build variables', () => {
    const company = companyFromEnv({
      VITE_COMPANY_NAME: 'Badger State Insulation',
      VITE_COMPANY_ADDRESS: '45 Elm Street, Eau Claire, WI 54701',
      VITE_COMPANY_LICENSE: 'Dwelling Contractor #1234567',
      VITE_COMPANY_PHONE: '715-555-0142',
    });
    expect(company).toEqual({
      name: 'Badger State Insulation',
      addressLines: ['45 Elm Street, Eau Claire, WI 54701'],
      license: 'Dwelling Contractor #1234567',
      phone: '715-555-0142',
    });
  });

  it('splits the address at line breaks, real or written as \\n', () => {
    expect(companyFromEnv({ VITE_COMPANY_ADDRESS: '45 Elm Street\nEau Claire, WI 54701' }).addressLines).toEqual([
      '45 Elm Street',
      'Eau Claire, WI 54701',
    ]);
    expect(companyFromEnv({ VITE_COMPANY_ADDRESS: '45 Elm Street\\n Eau Claire, WI 54701 \\n' }).addressLines).toEqual([
      '45 Elm Street',
      'Eau Claire, WI 54701',
    ]);
  });

  it('prints the demo company for anything missing or blank', () => {
    expect(
      companyFromEnv({ VITE_COMPANY_NAME: '  ', VITE_COMPANY_ADDRESS: '\\n', VITE_COMPANY_PHONE: 6085550100 }),
    ).toEqual({
      name: 'Northwind Home Comfort',
      addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
      license: 'License #HIC-0000000',
      phone: '608-555-0100',
    });
  });
});

describe('defaultAgentFromEnv', () => {
  it('is the sales office, with its email', () => {
    expect(defaultAgentFromEnv({})).toEqual({
      Id: '',
      First: '',
      Last: '',
      Email: 'sales@northwind.example',
      Display: 'Northwind Sales Office',
    });
    expect(
      defaultAgentFromEnv({
        VITE_DEFAULT_AGENT_NAME: 'Badger State Sales',
        VITE_DEFAULT_AGENT_EMAIL: 'sales@badger.example',
      }),
    ).toMatchObject({ Display: 'Badger State Sales', Email: 'sales@badger.example' });
  });
});
