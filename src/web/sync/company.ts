// The company's details on this device (docs/decisions/046-company-details-served.md): the office's last saved ones,
// fetched at every Sync all (company-download.ts) and kept for offline use; this build's settings until then. The
// seller each contract prints is worked out from them for the customer's state.
import { useEffect } from 'react';
import { companyOfSeller, sellerFor, type CompanyDetails } from '#domain/company/company-details';
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

/** The seller printed now for a customer in `customerState`, from the signed-in agent's branch. */
export function currentSeller(customerState: string): Seller {
  return sellerFor(useCompanyStore.getState().company, customerState, useSessionStore.getState().profile?.branch);
}

/** The same, kept current in a component (the stored details read on first use). */
export function useSeller(customerState: string): Seller {
  const company = useCompanyStore((state) => state.company);
  const branch = useSessionStore((state) => state.profile?.branch);
  useEffect(() => {
    void loadCompany();
  }, []);
  return sellerFor(company, customerState, branch);
}
