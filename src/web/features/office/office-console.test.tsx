// @vitest-environment jsdom
// The office console as an agent, a manager and an admin meet it, over a fake server built from the endpoints'
// own schemas: an agent is told it is for the office, a manager reads the plans, an admin re-rates and adds one,
// and a typing mistake is said next to the field before anything is sent.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addFinancingPlan, changeFinancingPlan, listOfficeFinancingPlans } from '#api/endpoints/office-endpoints';
import type { FinancingPlan } from '#api/financing-plans';
import { renderRoute, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at } from '../../testing/fake-server';
import { officeServer } from '../../testing/office-server';

const PLANS: FinancingPlan[] = [
  { id: 3, code: 'DEL2606', term: 6, apr: 0, visible: true },
  { id: 5, code: 'DEL2689', term: 60, apr: 8.99, visible: true },
];

beforeEach(() => {
  resetStores();
  setOnline(true);
});
afterEach(cleanup);

async function openConsole(path = '/admin/financing') {
  const user = userEvent.setup();
  renderRoute(path);
  // The console is a lazy chunk: its first load in a test file transforms all of it.
  await screen.findByRole('heading', { level: 1, name: 'Office console' }, { timeout: 10_000 });
  return user;
}

describe('the office console', () => {
  it('tells a signed-out visitor to sign in, and an agent that it is for the office', async () => {
    await openConsole();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    cleanup();
    signInAs({ role: 'agent' });
    const server = officeServer();
    await openConsole();
    expect(screen.getByText(/The office console is for the office: managers and admins/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Contracts' })).toHaveAttribute('href', '/contracts');
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('shows a manager every plan, and no way to change one', async () => {
    signInAs({ role: 'manager' });
    officeServer().on(at(listOfficeFinancingPlans), answer(listOfficeFinancingPlans, 200, { plans: PLANS }));
    await openConsole();
    const table = await screen.findByRole('table', { name: 'Financing plans' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CodeMonthsAPROffered on new contracts', 'DEL260660.00%Yes', 'DEL2689608.99%Yes']);
    expect(screen.getByText(/Only an admin changes them/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change|Add a plan/ })).toBeNull();
  });

  it('lets an admin re-rate a plan, checked before it is sent, and says what it means for tablets', async () => {
    signInAs({ role: 'admin' });
    const rerated = { ...PLANS[1]!, apr: 9.49 };
    const server = officeServer()
      .on(
        at(listOfficeFinancingPlans),
        answer(listOfficeFinancingPlans, 200, { plans: PLANS }),
        answer(listOfficeFinancingPlans, 200, { plans: [PLANS[0]!, rerated] }),
      )
      .on(
        at(changeFinancingPlan, { code: 'DEL2689' }),
        answer(changeFinancingPlan, 200, { plan: rerated, changed: true }),
      );
    const user = await openConsole();
    await user.click(await screen.findByRole('button', { name: 'Change DEL2689' }));
    const form = screen.getByRole('form', { name: 'Change DEL2689' });
    const apr = within(form).getByLabelText('APR (%)');
    expect(apr).toHaveFocus();
    await user.clear(apr);
    await user.type(apr, '9.499');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(apr).toBeInvalid();
    expect(apr).toHaveAccessibleDescription(/^An APR has at most two decimals, such as 8\.99\./);
    expect(server.to(at(changeFinancingPlan, { code: 'DEL2689' }))).toHaveLength(0);

    await user.clear(apr);
    await user.type(apr, '9.49');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Saved. DEL2689 is 60 months at 9.49% APR, offered on new contracts.'),
    ).toHaveAttribute('role', 'status');
    const [sent] = server.to(at(changeFinancingPlan, { code: 'DEL2689' }));
    expect(JSON.parse(sent!.body!)).toEqual({ term: 60, apr: 9.49, visible: true });
    expect(await screen.findByRole('cell', { name: '9.49%' })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("keeps what an admin typed when the server refuses a new plan, and shows the server's reason", async () => {
    signInAs({ role: 'admin' });
    officeServer()
      .on(at(listOfficeFinancingPlans), answer(listOfficeFinancingPlans, 200, { plans: PLANS }))
      .on(at(addFinancingPlan), apiError(409, 'CONFLICT', 'There is a plan DEL2606 already: change it instead.'));
    const user = await openConsole();
    await user.click(await screen.findByRole('button', { name: 'Add a plan' }));
    const form = screen.getByRole('form', { name: 'Add a financing plan' });
    await user.type(within(form).getByLabelText('Code'), 'del2606');
    await user.clear(within(form).getByLabelText('Months'));
    await user.type(within(form).getByLabelText('Months'), '6');
    await user.type(within(form).getByLabelText('APR (%)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add plan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('There is a plan DEL2606 already');
    expect(within(form).getByLabelText('Code')).toHaveValue('del2606');
  });

  it('says the console needs a connection when offline', async () => {
    signInAs({ role: 'admin' });
    setOnline(false);
    await openConsole();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your sign-in: The office console needs a connection: nothing was changed.',
    );
  });
});
