import { describe, expect, it } from 'vitest';
import { companyOfSeller, sellerFor, type CompanyDetails } from './company-details';

const COMPANY: CompanyDetails = {
  name: 'Northwind Home Comfort',
  addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
  phone: '608-555-0100',
  license: 'License #HIC-0000000',
  licenses: [
    { state: 'CA', license: 'CSLB License #1034567' },
    { state: 'MD', license: 'MHIC License #145678' },
  ],
  cancellationAddressLines: [],
  cancellationEmail: 'cancel@northwind.example',
  branches: [
    { name: 'Fresno', addressLines: ['88 Olive Avenue', 'Fresno, CA 93728'], phone: '559-555-0140' },
    { name: 'Madison', addressLines: [], phone: '' },
  ],
};

describe('the seller a contract prints', () => {
  it("prints the customer's state's own licence, whatever its case, else the general one", () => {
    expect(sellerFor(COMPANY, 'ca').license).toBe('CSLB License #1034567');
    expect(sellerFor(COMPANY, ' MD ').license).toBe('MHIC License #145678');
    expect(sellerFor(COMPANY, 'WI')).toEqual({
      name: 'Northwind Home Comfort',
      addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
      license: 'License #HIC-0000000',
      phone: '608-555-0100',
      // No address of its own for cancellations: the company's, and the email.
      cancelTo: {
        addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
        email: 'cancel@northwind.example',
      },
    });
    expect(sellerFor(COMPANY, '').license).toBe('License #HIC-0000000');
  });

  it("prints the address and phone of the agent's branch where it has its own, else the company's", () => {
    expect(sellerFor(COMPANY, 'CA', 'Fresno')).toMatchObject({
      addressLines: ['88 Olive Avenue', 'Fresno, CA 93728'],
      phone: '559-555-0140',
      license: 'CSLB License #1034567',
    });
    for (const branch of ['Madison', 'Nowhere', null]) {
      expect(sellerFor(COMPANY, 'WI', branch)).toMatchObject({
        addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
        phone: '608-555-0100',
      });
    }
  });

  it('names no place of its own for cancellations when the office gave none', () => {
    const seller = sellerFor({ ...COMPANY, cancellationEmail: '' }, 'WI');
    expect(seller.cancelTo).toBeUndefined();
    expect(sellerFor({ ...COMPANY, cancellationAddressLines: ['PO Box 77'] }, 'WI').cancelTo).toEqual({
      addressLines: ['PO Box 77'],
      email: 'cancel@northwind.example',
    });
  });

  it("starts from the build's seller before the office saved any details", () => {
    const seller = sellerFor(COMPANY, 'CA');
    expect(sellerFor(companyOfSeller(seller), 'CA')).toEqual(seller);
  });
});
