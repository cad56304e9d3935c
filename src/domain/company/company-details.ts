// The company as the office keeps it (docs/decisions/046-company-details-served.md): its name, address and phone,
// a licence or registration number per state it sells in, and where a customer sends a cancellation. The seller a
// contract prints is worked out from it for the customer's state.
import type { Seller } from '../printed-contract/seller';

export interface StateLicense {
  /** Two letters: 'CA', 'MD'. */
  state: string;
  /** Printed as given, label included: 'CSLB License #1034567'. */
  license: string;
}

/** An office of the company: agents belong to one, and their contracts print its address and phone. */
export interface Branch {
  name: string;
  /** Empty: the company's address is printed. */
  addressLines: string[];
  /** Empty: the company's phone is printed. */
  phone: string;
}

export interface CompanyDetails {
  name: string;
  addressLines: string[];
  phone: string;
  /** Printed where the customer's state has none of its own. */
  license: string;
  licenses: StateLicense[];
  /** Where a notice of cancellation goes; the company's address when empty. */
  cancellationAddressLines: string[];
  cancellationEmail: string;
  /** Its offices (docs/decisions/049-branches.md); none for a company of one office. */
  branches: Branch[];
}

/**
 * The seller printed on a contract for a customer in `customerState`: that state's licence, else the general one;
 * the address and phone of the agent's branch where it has its own, else the company's.
 */
export function sellerFor(company: CompanyDetails, customerState: string, branchName?: string | null): Seller {
  const state = customerState.trim().toUpperCase();
  const own = company.licenses.find((entry) => entry.state === state);
  const branch = branchName ? company.branches.find((candidate) => candidate.name === branchName) : undefined;
  const { cancellationAddressLines: cancelLines, cancellationEmail: email } = company;
  return {
    name: company.name,
    addressLines: branch && branch.addressLines.length > 0 ? branch.addressLines : company.addressLines,
    license: own?.license ?? company.license,
    phone: branch?.phone || company.phone,
    ...(cancelLines.length > 0 || email
      ? { cancelTo: { addressLines: cancelLines.length > 0 ? cancelLines : company.addressLines, email } }
      : {}),
  };
}

/** The company of a build's settings, before the office has saved any. */
export function companyOfSeller(seller: Seller): CompanyDetails {
  const { cancelTo, ...printed } = seller;
  return {
    ...printed,
    licenses: [],
    cancellationAddressLines: cancelTo?.addressLines ?? [],
    cancellationEmail: cancelTo?.email ?? '',
    branches: [],
  };
}
