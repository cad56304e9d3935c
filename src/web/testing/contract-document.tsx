// Renders the contract document with a company, an agent and a time zone of
// its own, so what a test reads never depends on the build's VITE_* values
// or on the machine's zone.
import { render, screen } from '@testing-library/react';
import type { Agent, Contract, Values } from '#domain/contract/model';
import { setCouponPercent, setCouponTitle, setDeposit, setDiscount } from '#domain/contract/values';
import type { Seller } from '#domain/printed-contract/seller';
import { ContractDocument, type ContractDocumentProps } from '../components/contract-document/contract-document';

export const TEST_COMPANY: Seller = {
  name: 'Badger State Insulation',
  addressLines: ['45 Elm Street', 'Eau Claire, WI 54701'],
  license: 'Dwelling Contractor #1234567',
  phone: '7155550142',
};

export const TEST_AGENT: Agent = {
  Id: 'user-7',
  First: 'Sam',
  Last: 'Rivera',
  Email: 'sam.rivera@example.com',
  Display: 'Sammy R',
};

export const CHICAGO = 'America/Chicago';

export function renderDocument(contract: Contract, props: Partial<Omit<ContractDocumentProps, 'contract'>> = {}) {
  render(
    <ContractDocument
      contract={contract}
      preparedBy={TEST_AGENT}
      agentPhone="608-555-0199"
      company={TEST_COMPANY}
      timeZone={CHICAGO}
      {...props}
    />,
  );
  return screen.getByRole('article', { name: `Contract ${contract.ContractId}` });
}

export function withValues(contract: Contract, change: (values: Values) => Values): Contract {
  return { ...contract, Values: change(contract.Values) };
}

/**
 * Discount 500, a 10% 'Fall savings' coupon and a 1,500 deposit on the
 * hand-worked Total of 7,821: coupon round(7,821 x 10%) = round(782.10) = 782;
 * after discounts 7,821 - 500 - 782 = 6,539; Net Due 6,539 - 1,500 = 5,039.
 */
export function discounted(values: Values): Values {
  return setDeposit(setCouponPercent(setCouponTitle(setDiscount(values, 500), 'Fall savings'), 10), 1500);
}

/** The rows of a table as the text of their cells. */
export function rowsOf(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
  );
}
