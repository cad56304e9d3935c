// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProjectSelected } from '#domain/contract/edits';
import type { Contract } from '#domain/contract/model';
import { agentPhone, preparedBy } from '#domain/contract/saving';
import { toggleFinancingOption } from '#domain/financing/options';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { DEFAULT_AGENT } from '../../config/company';
import {
  TEST_AGENT,
  TEST_COMPANY,
  discounted,
  renderDocument,
  rowsOf,
  withValues,
} from '../../testing/contract-document';

afterEach(cleanup);

const HEATING = 'Lower heating bills';
const CRAWLSPACE = 'Stop the musty crawlspace smell';

const goalTable = (name: string) => screen.getByRole('table', { name });
const priceRows = () => rowsOf(screen.getByRole('table', { name: 'Price' }));

function withCustomer(contract: Contract): Contract {
  return {
    ...contract,
    Customer: {
      ...contract.Customer,
      First: 'Jane',
      Last: 'Doe',
      Name: 'Doe, Jane',
      Phone: '15551234567',
      Email: 'jane.doe@example.com',
      Address1: '12 Birch Road',
      Address2: 'Unit 3',
      City: 'Madison',
      State: 'WI',
      PostalCode: '53703',
    },
  };
}

describe('the contract document', () => {
  it("is headed by the company, the contract's number and its date", () => {
    const article = renderDocument(handWorkedContract());
    const header = article.querySelector('header')!;
    expect(within(header).getByRole('heading', { level: 2, name: 'Badger State Insulation' })).toBeInTheDocument();
    for (const text of [
      '45 Elm Street',
      'Eau Claire, WI 54701',
      'Phone 715-555-0142',
      'Dwelling Contractor #1234567',
    ]) {
      expect(within(header).getByText(text)).toBeInTheDocument();
    }
    expect(within(header).getByText('Contract').nextElementSibling).toHaveTextContent('K7Q2M9X4B1ZP');
    // 2026-11-21T15:30Z is 9:30 AM on the 21st in Chicago.
    expect(within(header).getByText('Date').nextElementSibling).toHaveTextContent('11/21/26');
  });

  it('names the customer with their address, phone and email', () => {
    renderDocument(withCustomer(handWorkedContract()));
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect([...customer.querySelectorAll('address > div')].map((line) => line.textContent)).toEqual([
      'Jane Doe',
      '12 Birch Road',
      'Unit 3',
      'Madison, WI 53703',
      'Phone 555-123-4567',
      'jane.doe@example.com',
    ]);
  });

  it('lists each selected project under its goal, line by line, with the goal subtotals', () => {
    renderDocument(handWorkedContract());
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual([
      HEATING,
      CRAWLSPACE,
      'Price',
    ]);
    expect(rowsOf(goalTable(HEATING))).toEqual([
      ['Quantity', 'Description', 'Rate', 'Difficulty', 'Total'],
      ['#A1-02 Blown Cellulose Attic Insulation to R-49'],
      ['1,200 sq ft', 'Blown cellulose to R-49', '$1.70', '1.00', '$2,040.00'],
      ['#A2-01 Attic Air Sealing Package'],
      ['1,200 sq ft', 'Attic floor air sealing', '$0.85', '1.25', '$1,275.00'],
      ['8 each', 'Penetration seal (wire, pipe, flue-free)', '$15.00', '1.00', '$120.00'],
      ['#A5-03 Mold-Resistant Encapsulant Coating'],
      ['333 sq ft', 'Encapsulant coating', '$1.15', '1.10', '$421.00'],
      [`${HEATING} subtotal`, '$3,856.00'],
    ]);
    expect(rowsOf(goalTable(CRAWLSPACE))).toEqual([
      ['Quantity', 'Description', 'Rate', 'Difficulty', 'Total'],
      ['#C1-01 Crawlspace Encapsulation (20-mil Liner)'],
      ['850 sq ft', '20-mil floor & wall liner', '$4.50', '1.00', '$3,825.00'],
      ['4 each', 'Pier wrap', '$35.00', '1.00', '$140.00'],
      [`${CRAWLSPACE} subtotal`, '$3,965.00'],
    ]);
  });

  it("shows a project's treatment notes under its heading, and not the customer's notes", () => {
    const contract = handWorkedContract();
    const [heating] = contract.Goals;
    renderDocument({
      ...contract,
      Customer: { ...contract.Customer, Notes: 'Gate code 4471' },
      Goals: [
        {
          ...heating!,
          Projects: heating!.Projects.map((project, index) =>
            index === 1 ? { ...project, TreatmentNotes: 'Seal the attic hatch last.' } : project,
          ),
        },
        ...contract.Goals.slice(1),
      ],
    });
    const projectGroups = within(goalTable(HEATING))
      .getAllByRole('rowgroup')
      .filter((group) => group.classList.contains('doc-project'));
    expect(projectGroups[1]).toHaveTextContent('Treatment notes: Seal the attic hatch last.');
    expect(projectGroups[0]).not.toHaveTextContent('Treatment notes');
    expect(document.body).not.toHaveTextContent('Gate code');
  });

  it('heads each project as a row group and each column by scope', () => {
    renderDocument(handWorkedContract());
    const table = goalTable(HEATING);
    expect(within(table).getByRole('rowheader', { name: '#A2-01 Attic Air Sealing Package' })).toHaveAttribute(
      'scope',
      'rowgroup',
    );
    expect(within(table).getByRole('columnheader', { name: 'Rate' })).toHaveAttribute('scope', 'col');
  });

  it('leaves out the unselected C1-06 and, once it is selected, its line of quantity 0', () => {
    const contract = handWorkedContract();
    renderDocument(contract);
    expect(screen.queryByText(/C1-06/)).not.toBeInTheDocument();
    expect(screen.queryByText('Dehumidifier installed')).not.toBeInTheDocument();
    cleanup();

    const crawlspace = contract.Goals[1]!;
    const dehumidifier = crawlspace.Projects[1]!;
    renderDocument(setProjectSelected(contract, crawlspace.Gid, dehumidifier.Pid, true));
    const rows = rowsOf(goalTable(CRAWLSPACE));
    // 1 x $2,195 is printed; 0 x $325 'Dedicated GFCI circuit' is not. 3,965 + 2,195 = 6,160.
    expect(rows.slice(-3)).toEqual([
      ['#C1-06 Crawlspace Dehumidifier'],
      ['1 each', 'Dehumidifier installed', '$2,195.00', '1.00', '$2,195.00'],
      [`${CRAWLSPACE} subtotal`, '$6,160.00'],
    ]);
    expect(screen.queryByText('Dedicated GFCI circuit')).not.toBeInTheDocument();
  });

  it('leaves out a goal with no selected project', () => {
    const contract = handWorkedContract();
    const crawlspace = contract.Goals[1]!;
    renderDocument(setProjectSelected(contract, crawlspace.Gid, crawlspace.Projects[0]!.Pid, false));
    expect(screen.queryByRole('table', { name: CRAWLSPACE })).not.toBeInTheDocument();
    expect(priceRows()[0]).toEqual(['Total', '$3,856.00']);
  });
});

describe('the price', () => {
  it('without discount, coupon or deposit: Total, the same after discounts, Deposit $0.00 and Net Due', () => {
    renderDocument(handWorkedContract());
    expect(priceRows()).toEqual([
      ['Total', '$7,821.00'],
      ['Contract Total after discounts', '$7,821.00'],
      ['Deposit', '$0.00'],
      ['Net Due', '$7,821.00'],
    ]);
  });

  it('with a discount, a coupon and a deposit', () => {
    renderDocument(withValues(handWorkedContract(), discounted));
    // Coupon round(7,821 x 10%) = 782; 7,821 - 500 - 782 = 6,539; 6,539 - 1,500 = 5,039.
    expect(priceRows()).toEqual([
      ['Total', '$7,821.00'],
      ['Discount', '-$500.00'],
      ['Coupon Fall savings (10%)', '-$782.00'],
      ['Contract Total after discounts', '$6,539.00'],
      ['Deposit', '$1,500.00'],
      ['Net Due', '$5,039.00'],
    ]);
  });

  it('prints each active financing plan with its payments on the Net Due', () => {
    // Ids 5 (DEL2689, 60 months 8.99%) and 3 (DEL2606, 6 months 0%).
    const contract = withValues(handWorkedContract(), (values) =>
      toggleFinancingOption(toggleFinancingOption(discounted(values), 5), 3),
    );
    renderDocument(contract);
    const financing = screen.getByRole('region', { name: 'Financing' });
    // 60 months: r = 8.99 / 1200 = 0.0074917; (1 + r)^-60 = 0.639017;
    //   5,039 x r / (1 - 0.639017) = 37.7505 / 0.360983 = 104.58 -> $105 a month;
    //   weekly 12 x 105 / 52 = 24.23 -> $24.
    // 6 months: 5,039 / 6 = 839.83 -> $840; weekly 12 x 840 / 52 = 193.85 -> $194.
    expect(
      within(financing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '6 months at 0% APR: $840 per month ($194 per week)',
      '60 months at 8.99% APR: $105 per month ($24 per week)',
    ]);
    expect(financing).toHaveTextContent('Payments are worked out on the Net Due of $5,039.00');
  });

  it('prints the notes as written, line breaks kept', () => {
    renderDocument({ ...handWorkedContract(), Notes: 'Crew arrives 8 AM.\nDog in the back yard.' });
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText(/Crew arrives 8 AM\./)).toHaveClass('doc-notes-text');
    expect(within(notes).getByText(/Crew arrives/).textContent).toBe('Crew arrives 8 AM.\nDog in the back yard.');
  });

  it('on paper, leaves out financing and notes when there are none', () => {
    renderDocument(handWorkedContract());
    expect(screen.queryByRole('region', { name: 'Financing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
  });
});

describe('prepared by', () => {
  const creator = { Id: 'user-1', First: 'Ada', Last: 'Lovelace', Email: 'ada@example.com', Display: 'Ada L.' };
  const agent = { Id: 'user-2', First: 'Tom', Last: 'Berg', Email: 'tom.berg@example.com', Display: 'Tom B.' };
  const lastAgent = { Id: 'user-3', First: 'Maria', Last: 'Lopez', Email: 'maria@example.com', Display: '' };

  function preparedByBlock(contract: Contract, last: typeof lastAgent | null, ownPhone: string | null) {
    renderDocument(contract, {
      preparedBy: preparedBy(contract, last, DEFAULT_AGENT),
      agentPhone: agentPhone(ownPhone, TEST_COMPANY.phone),
    });
    const block = screen.getByRole('region', { name: 'Prepared by' });
    const lines = [...block.querySelectorAll('address > div')].map((line) => line.textContent);
    cleanup();
    return lines;
  }

  it('is the creator, else the agent, else the last agent on the device, else the company default', () => {
    const contract = handWorkedContract();
    expect(preparedByBlock({ ...contract, Creator: creator, Agent: agent }, lastAgent, '608-555-0199')).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'Phone 608-555-0199',
    ]);
    expect(preparedByBlock({ ...contract, Agent: agent }, lastAgent, null)[0]).toBe('Tom Berg');
    expect(preparedByBlock(contract, lastAgent, null)[0]).toBe('Maria Lopez');
    expect(preparedByBlock(contract, null, null)).toEqual([
      DEFAULT_AGENT.Display,
      DEFAULT_AGENT.Email,
      'Phone 715-555-0142',
    ]);
  });

  it("prints the company's phone for an agent without one of their own", () => {
    expect(preparedByBlock({ ...handWorkedContract(), Creator: creator }, null, null)).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'Phone 715-555-0142',
    ]);
    expect(preparedByBlock({ ...handWorkedContract(), Creator: creator }, null, '  ').at(-1)).toBe(
      'Phone 715-555-0142',
    );
  });

  it("shows an agent's display name when the record has no first or last name", () => {
    renderDocument(handWorkedContract(), { preparedBy: { ...TEST_AGENT, First: '', Last: '' } });
    expect(within(screen.getByRole('region', { name: 'Prepared by' })).getByText('Sammy R')).toBeInTheDocument();
  });
});
