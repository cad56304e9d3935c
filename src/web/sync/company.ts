// The company's details on this device (docs/decisions/046-company-details-served.md): the office's last saved ones,
// fetched at every Sync all (company-download.ts) and kept for offline use; this build's settings until then. The
// seller each contract prints is worked out from them for the customer's state.
import { useEffect } from 'react';
import { companyOfSeller, sellerFor, type CompanyDetails } from '#domain/company/company-details';
import type { Contract } from '#domain/contract/model';
import { sellingBranch } from '#domain/contract/saving';
import type { Seller } from '#domain/printed-contract/seller';
import { COMPANY } from '../config/company';
import { officeSetting } from './office-setting';
import { useSessionStore } from './session-store';

interface CompanyState {
  company: CompanyDetails;
  /** When the office's details were downloaded; null while the build's stand in. */
  downloadedAt: string | null;
}

const company = officeSetting<'company', CompanyState>('company', () => ({
  company: companyOfSeller(COMPANY),
  downloadedAt: null,
}));

export const useCompanyStore = company.useStore;
/** Reads the stored details once; a download that lands meanwhile is newer and wins. */
export const loadCompany = company.load;
export const takeDownloadedCompany = company.take;

/**
 * The seller printed now on `contract`: for a customer in its state, with the address and phone of the branch it was
 * saved under, else (a draft, or saved before branches were stamped) the signed-in agent's (decision 081).
 */
export function currentSeller(contract: Pick<Contract, 'Customer' | 'Branch'>): Seller {
  const branch = sellingBranch(contract, useSessionStore.getState().profile?.branch);
  return sellerFor(useCompanyStore.getState().company, contract.Customer.State, branch);
}

/** The same, kept current in a component (the stored details read on first use). */
export function useSeller(contract: Pick<Contract, 'Customer' | 'Branch'>): Seller {
  const company = useCompanyStore((state) => state.company);
  const signedInBranch = useSessionStore((state) => state.profile?.branch);
  useEffect(() => {
    void loadCompany();
  }, []);
  return sellerFor(company, contract.Customer.State, sellingBranch(contract, signedInBranch));
}
