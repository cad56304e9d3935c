// The seller a contract prints (decision 081): the address and phone of the branch it was saved under, whoever prints
// it later; a draft, or a contract saved before branches were stamped, takes the signed-in agent's.
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyDetails } from '#domain/company/company-details';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { resetStores, signInAs } from '../testing/app';
import { currentSeller, useCompanyStore } from './company';

const COMPANY: CompanyDetails = {
  name: 'Golden State Comfort',
  addressLines: ['1 Market St', 'San Francisco, CA 94105'],
  phone: '415-555-0100',
  license: 'CSLB License #1034567',
  licenses: [],
  cancellationAddressLines: [],
  cancellationEmail: '',
  branches: [
    { name: 'Sacramento', addressLines: ['900 J St', 'Sacramento, CA 95814'], phone: '916-555-0100' },
    { name: 'Fresno', addressLines: ['2300 Tulare St', 'Fresno, CA 93721'], phone: '559-555-0100' },
  ],
};

afterEach(resetStores);

describe('the seller a contract prints', () => {
  it('is the branch it was saved under, when an agent of another branch reprints it', () => {
    useCompanyStore.setState({ company: COMPANY, downloadedAt: '2026-12-01T00:00:00.000Z' });
    signInAs({ branch: 'Fresno' });
    const contract = { ...handWorkedContract(), Branch: 'Sacramento' };
    expect(currentSeller(contract)).toMatchObject({
      addressLines: ['900 J St', 'Sacramento, CA 95814'],
      phone: '916-555-0100',
    });
    // Saved by an agent of no branch: the company's own address, not the reprinting agent's branch.
    expect(currentSeller({ ...contract, Branch: '' })).toMatchObject({ addressLines: COMPANY.addressLines });
    // A draft: the agent signed in now is its seller.
    expect(currentSeller(handWorkedContract())).toMatchObject({ phone: '559-555-0100' });
  });
});
