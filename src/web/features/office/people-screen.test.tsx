// @vitest-environment jsdom
// People in the office console, over a fake server built from the endpoints' schemas: the console opens on them;
// an admin adds a person (what is missing is said beside each field before anything is sent) and manages one;
// a refusal from the server is shown and nothing typed is lost.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addPerson,
  changeRole,
  listPeople,
  makePasswordLink,
  signOutEverywhere,
  changeBranch,
} from '#api/endpoints/office-endpoints';
import { getOfficeCompany } from '#api/endpoints/company-endpoints';
import type { Person } from '#api/people';
import { formatDateTime } from '#domain/format/date-format';
import { renderRoute, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at } from '../../testing/fake-server';
import { officeServer } from '../../testing/office-server';

const LEE: Person = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  email: 'lee.novak@example.com',
  first: 'Lee',
  last: 'Novak',
  displayName: 'Lee Novak',
  role: 'agent',
  phone: null,
  branch: null,
  disabled: false,
  lastSignInAt: '2026-11-26T15:04:00.000Z',
};
const ADA: Person = {
  ...LEE,
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'ada@example.com',
  first: 'Ada',
  displayName: 'Ada Office',
  role: 'admin',
  lastSignInAt: null,
};

beforeEach(() => {
  resetStores();
  setOnline(true);
  signInAs({ role: 'admin' });
});
afterEach(cleanup);

async function openPeople() {
  const user = userEvent.setup();
  renderRoute('/admin');
  // The console is a lazy chunk: its first load in a test file transforms all of it.
  await screen.findByRole('heading', { level: 2, name: 'People' }, { timeout: 10_000 });
  return user;
}

describe('people in the office console', () => {
  it('opens on everyone, with role, access and last sign-in', async () => {
    officeServer().on(at(listPeople), answer(listPeople, 200, { people: [ADA, LEE] }));
    await openPeople();
    const table = await screen.findByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'NameEmailRoleBranchAccessLast sign-inManage',
      'Ada Officeada@example.comAdmin—Can sign inNeverManage',
      `Lee Novaklee.novak@example.comAgent—Can sign in${formatDateTime(LEE.lastSignInAt)}Manage`,
    ]);
  });

  it('adds a person once every field is right, and says they can sign in', async () => {
    const added = {
      ...LEE,
      id: '7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      email: 'sam@example.com',
      displayName: 'Sam Ortiz',
      lastSignInAt: null,
    };
    const server = officeServer()
      .on(at(listPeople), answer(listPeople, 200, { people: [LEE] }), answer(listPeople, 200, { people: [LEE, added] }))
      .on(at(addPerson), answer(addPerson, 201, { person: added, changed: true }));
    const user = await openPeople();
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const form = screen.getByRole('form', { name: 'Add a person' });
    expect(within(form).getByLabelText('First name')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(within(form).getByLabelText('First name')).toHaveAccessibleDescription('A first name is needed.');
    expect(within(form).getByLabelText('Email')).toBeInvalid();
    expect(server.to(at(addPerson))).toHaveLength(0);

    await user.type(within(form).getByLabelText('First name'), 'Sam');
    await user.type(within(form).getByLabelText('Last name'), 'Ortiz');
    await user.type(within(form).getByLabelText('Email'), 'sam@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Manager');
    await user.click(within(form).getByLabelText('I give them a first password'));
    await user.type(within(form).getByLabelText('First password'), 'winter-attic-2026');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('Added Sam Ortiz (Agent): they can sign in now.')).toBeVisible();
    expect(JSON.parse(server.to(at(addPerson))[0]!.body!)).toEqual({
      first: 'Sam',
      last: 'Ortiz',
      email: 'sam@example.com',
      role: 'manager',
      phone: null,
      password: 'winter-attic-2026',
    });
  });

  it('adds a person who sets their own password with a one-time link, shown once to copy', async () => {
    const added: Person = {
      ...LEE,
      id: '6f1c1d7e-5f7a-4a52-9d7e-2a4f4b1c9e10',
      email: 'rosa@example.com',
      displayName: 'Rosa Field',
    };
    const link = { path: '/set-password#tok3n', expiresAt: '2026-11-30T12:00:00.000Z' };
    const server = officeServer()
      .on(at(listPeople), answer(listPeople, 200, { people: [LEE] }), answer(listPeople, 200, { people: [LEE, added] }))
      .on(at(addPerson), answer(addPerson, 201, { person: added, changed: true, passwordLink: link }))
      .on(
        at(makePasswordLink, { userId: added.id }),
        answer(makePasswordLink, 201, { person: added, passwordLink: link }),
      );
    const user = await openPeople();
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const form = screen.getByRole('form', { name: 'Add a person' });
    expect(within(form).getByLabelText('They set it themselves with a one-time link')).toBeChecked();
    expect(within(form).queryByLabelText('First password')).toBeNull();
    await user.type(within(form).getByLabelText('First name'), 'Rosa');
    await user.type(within(form).getByLabelText('Last name'), 'Field');
    await user.type(within(form).getByLabelText('Email'), 'rosa@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(
      await screen.findByText('Added Rosa Field (Agent): they sign in once they have set their password.'),
    ).toBeVisible();
    expect(JSON.parse(server.to(at(addPerson))[0]!.body!)).not.toHaveProperty('password');
    expect(screen.getByRole('textbox', { name: 'Set-password link for Rosa Field' })).toHaveValue(
      `${window.location.origin}/set-password#tok3n`,
    );
    expect(screen.getByText(/It works once, until 11\/30\/26/)).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Manage Rosa Field' }));
    await user.click(screen.getByRole('button', { name: 'Make a set-password link' }));
    expect(await screen.findByRole('textbox', { name: 'Set-password link for Rosa Field' })).toBeVisible();
    expect(server.to(at(makePasswordLink, { userId: added.id }))).toHaveLength(1);
  });

  it("puts a person in one of the company's branches, and shows it in the list", async () => {
    const company = {
      name: 'Golden State Comfort',
      addressLines: ['1 Main St', 'Fresno, CA 93721'],
      phone: '559-555-0100',
      license: '',
      licenses: [],
      cancellationAddressLines: [],
      cancellationEmail: '',
      branches: [
        { name: 'Fresno', addressLines: [], phone: '' },
        { name: 'Bakersfield', addressLines: ['9 Truxtun Ave', 'Bakersfield, CA 93301'], phone: '661-555-0100' },
      ],
    };
    const moved = { ...LEE, branch: 'Bakersfield' };
    const server = officeServer()
      .on(at(listPeople), answer(listPeople, 200, { people: [LEE] }), answer(listPeople, 200, { people: [moved] }))
      .on(at(getOfficeCompany), answer(getOfficeCompany, 200, { company, updatedAt: '2026-11-27T09:00:00.000Z' }))
      .on(at(changeBranch, { userId: LEE.id }), answer(changeBranch, 200, { person: moved, changed: true }));
    const user = await openPeople();
    await user.click(await screen.findByRole('button', { name: 'Manage Lee Novak' }));
    const panel = screen.getByRole('region', { name: 'Manage Lee Novak' });
    const branch = await within(panel).findByLabelText('Branch');
    expect(
      within(branch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No branch', 'Fresno', 'Bakersfield']);
    await user.selectOptions(branch, 'Bakersfield');
    await user.click(within(panel).getByRole('button', { name: 'Save branch' }));
    expect(await screen.findByText('Lee Novak is now in the Bakersfield branch.')).toBeVisible();
    expect(JSON.parse(server.to(at(changeBranch, { userId: LEE.id }))[0]!.body!)).toEqual({ branch: 'Bakersfield' });
    const row = screen.getByRole('row', { name: /Lee Novak/ });
    expect(within(row).getByText('Bakersfield')).toBeVisible();
  });

  it('manages a person: a new role, and signed out everywhere; a refusal is said', async () => {
    const server = officeServer()
      .on(at(listPeople), answer(listPeople, 200, { people: [LEE] }))
      .on(
        at(changeRole, { userId: LEE.id }),
        apiError(400, 'BAD_REQUEST', 'You cannot change your own role: ask another admin.'),
        answer(changeRole, 200, { person: { ...LEE, role: 'manager' }, changed: true }),
      )
      .on(at(signOutEverywhere, { userId: LEE.id }), answer(signOutEverywhere, 200, { person: LEE, changed: true }));
    const user = await openPeople();
    await user.click(await screen.findByRole('button', { name: 'Manage Lee Novak' }));
    const panel = screen.getByRole('region', { name: 'Manage Lee Novak' });
    expect(within(panel).getByRole('heading', { name: 'Manage Lee Novak' })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Save role' })).toBeDisabled();
    await user.selectOptions(within(panel).getByLabelText('Role'), 'Manager');
    await user.click(within(panel).getByRole('button', { name: 'Save role' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('You cannot change your own role');
    expect(within(panel).getByLabelText('Role')).toHaveValue('manager');
    await user.click(within(panel).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Lee Novak is now manager.')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Manage Lee Novak' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('Lee Novak is signed out on every device; they sign in again to sync.'),
    ).toBeVisible();
    expect(server.to(at(signOutEverywhere, { userId: LEE.id }))).toHaveLength(1);
  });
});
