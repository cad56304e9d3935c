// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builderContract, renderStep, startBlankContract } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { CustomerStep } from './customer-step';

beforeEach(startBlankContract);
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

function renderCustomerStep() {
  const user = userEvent.setup();
  renderStep('/builder/customer', <CustomerStep />);
  return { user };
}

const field = (name: string) => screen.getByRole('textbox', { name });

const REQUIRED = ['First Name', 'Last Name', 'Email', 'Phone', 'Address 1', 'City', 'State', 'Zip Code'];
const OPTIONAL = ['Address 2', 'Customer Notes', 'Contract Description'];

describe('the customer step', () => {
  it('shows the heading, the step number and every field', () => {
    renderCustomerStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    for (const name of [...REQUIRED, ...OPTIONAL]) expect(field(name)).toBeInTheDocument();
  });

  it('marks the eight required fields for sight and for screen readers, without blocking anything', () => {
    renderCustomerStep();
    for (const name of REQUIRED) {
      if (name === 'State') expect(field(name)).toHaveAccessibleDescription(/^required Type the job site’s state/);
      else expect(field(name)).toHaveAccessibleDescription('required');
      expect(field(name)).not.toBeRequired();
    }
    for (const name of OPTIONAL) expect(field(name)).not.toHaveAccessibleDescription();
    expect(screen.getAllByText('*')).toHaveLength(REQUIRED.length + 1);
  });

  it('brings up the right keyboards', () => {
    renderCustomerStep();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('inputmode', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Zip Code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps every keystroke in the store', async () => {
    const { user } = renderCustomerStep();
    await user.type(field('First Name'), 'Maria');
    await user.type(field('Last Name'), 'Kowalski');
    await user.type(field('Address 2'), 'Apt 3');
    await user.type(field('Zip Code'), '53703');
    await user.type(field('Customer Notes'), 'Dog in the yard');
    await user.type(field('Contract Description'), 'Attic and walls');

    const { Customer, Description } = builderContract();
    expect(Customer).toMatchObject({
      First: 'Maria',
      Last: 'Kowalski',
      Name: 'Kowalski, Maria',
      Address2: 'Apt 3',
      PostalCode: '53703',
      Notes: 'Dog in the yard',
    });
    expect(Description).toBe('Attic and walls');
    expect(builderContract().Changed).toBe(true);
  });

  it.each([
    ['6085550142', '608-555-0142'],
    ['16085550142', '608-555-0142'],
    ['(608) 555 0142', '608-555-0142'],
    ['608 555 0142 ext. 17', '608-555-0142 x17'],
    ['6085', '608-5'],
  ])(
    'keeps the phone %s as typed, then shows it as %s once the agent moves on, and stores it so',
    async (typed, shown) => {
      const { user } = renderCustomerStep();
      await user.type(field('Phone'), typed);
      expect(field('Phone')).toHaveValue(typed);
      await user.tab();
      expect(field('Phone')).toHaveValue(shown);
      expect(builderContract().Customer.Phone).toBe(shown);
    },
  );

  it('lets the agent correct a digit in the middle of the phone, the caret staying where it was', async () => {
    const { user } = renderCustomerStep();
    await user.type(field('Phone'), '6085550142');
    await user.tab();
    const phone = field('Phone') as HTMLInputElement;
    // 608-5|5|5-0142: the second 5 is replaced by a 9.
    await user.type(phone, '9', { initialSelectionStart: 5, initialSelectionEnd: 6 });
    expect(phone).toHaveValue('608-595-0142');
    expect(phone.selectionStart).toBe(6);
    await user.keyboard('7');
    expect(phone).toHaveValue('608-5975-0142');
    expect(phone.selectionStart).toBe(7);
  });

  it('lets the agent delete a hyphen while typing, and puts it back once they move on', async () => {
    const { user } = renderCustomerStep();
    await user.type(field('Phone'), '6085550142');
    await user.tab();
    const phone = field('Phone') as HTMLInputElement;
    // Backspace right after the first hyphen.
    await user.type(phone, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(phone).toHaveValue('608555-0142');
    await user.tab();
    expect(phone).toHaveValue('608-555-0142');
  });

  it('holds every field to what the cloud accepts, and says so when a pasted note is cut', async () => {
    renderCustomerStep();
    const user = userEvent.setup();
    const notes = screen.getByRole('textbox', { name: 'Customer Notes' });
    await user.click(notes);
    await user.paste('n'.repeat(5001));
    expect(builderContract().Customer.Notes).toHaveLength(5000);
    expect(notes).toHaveAccessibleDescription(
      'This field holds at most 5,000 characters; anything past that was not kept.',
    );
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxLength', '320');
  });

  it('shows what the store holds', () => {
    const contract = builderContract();
    useBuilderStore.setState({ contract: { ...contract, Customer: { ...contract.Customer, City: 'Madison' } } });
    renderCustomerStep();
    expect(field('City')).toHaveValue('Madison');
  });

  it('lets the agent go on with every field empty', async () => {
    const { user } = renderCustomerStep();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/builder/goals');
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Elsewhere /builder/goals' })).toBeInTheDocument();
  });

  it('goes back to the home page', async () => {
    const { user } = renderCustomerStep();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere /' })).toBeInTheDocument();
  });

  it('waits for the contract to be read from the device', () => {
    useBuilderStore.setState({ contract: null, loaded: false });
    renderCustomerStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Back and Next come with the form, so its arrival does not push them down.
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
  });

  describe("the job site's state", () => {
    it('names the law the contract is made under, and keeps the state as its USPS code', async () => {
      const { user } = renderCustomerStep();
      await user.type(field('State'), 'maryland');
      await user.tab();
      expect(field('State')).toHaveValue('MD');
      expect(builderContract().Customer.State).toBe('MD');
      expect(field('State')).toHaveAccessibleDescription(
        'required Contract under Maryland law: 5 business days to cancel, 7 if any buyer is 65 or older.',
      );
    });

    it('asks whether any buyer is 65 or older where the state gives them more days, and keeps the answer', async () => {
      const { user } = renderCustomerStep();
      await user.type(field('State'), 'CA');
      const question = screen.getByRole('group', { name: 'Is any buyer 65 or older?' });
      expect(question).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Yes' }));
      expect(builderContract().OlderBuyer).toBe(true);
      await user.click(screen.getByRole('radio', { name: 'No' }));
      expect(builderContract()).not.toHaveProperty('OlderBuyer');
    });

    it('does not ask where the state gives older buyers nothing more, and says when the federal rule applies', async () => {
      const { user } = renderCustomerStep();
      await user.type(field('State'), 'Wisconsin');
      await user.tab();
      expect(screen.queryByRole('group', { name: 'Is any buyer 65 or older?' })).not.toBeInTheDocument();
      expect(screen.getByText('Wisconsin: the federal rule applies (3 business days to cancel).')).toBeInTheDocument();
      await user.clear(field('State'));
      await user.type(field('State'), 'Narnia');
      expect(
        screen.getByText(
          '“Narnia” is not a US state: the federal rule applies (3 business days to cancel) until it is corrected.',
        ),
      ).toBeInTheDocument();
    });
  });
});
