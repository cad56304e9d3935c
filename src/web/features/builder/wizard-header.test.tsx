// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builderContract, renderStep, startBlankContract, withCustomer } from '../../testing/builder';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { WizardHeader } from './wizard-header';

const FILLED = {
  First: 'Maria',
  Last: 'Kowalski',
  Email: 'maria@example.com',
  Phone: '608-555-0142',
  Address1: '12 Elm Street',
  City: 'Madison',
  State: 'WI',
  PostalCode: '53703',
};

beforeEach(startBlankContract);
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

const steps = () => within(screen.getByRole('navigation', { name: 'Contract steps' }));

describe('the wizard header', () => {
  it('links the six steps to their routes', () => {
    renderStep('/builder/customer', <WizardHeader current="customer" />);
    const links = steps().getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/builder/customer',
      '/builder/goals',
      '/builder/projects',
      '/builder/review',
      '/builder/contract',
      '/builder/sign',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      '1Customer',
      '2Goals',
      '3Projects',
      '4Review',
      '5Contract',
      '6Sign',
    ]);
  });

  it('marks the current step and shows its number', () => {
    renderStep('/builder/goals', <WizardHeader current="goals" />);
    expect(steps().getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'step');
    expect(steps().getByRole('link', { name: 'Customer' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  });

  it('says Step 1 of 6 on the customer step', () => {
    renderStep('/builder/customer', <WizardHeader current="customer" />);
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(steps().getByRole('link', { name: 'Customer' })).toHaveAttribute('aria-current', 'step');
  });

  it.each(Object.keys(FILLED))('leaves Customer incomplete while %s is empty', (field) => {
    withCustomer({ ...FILLED, [field]: ' ' });
    renderStep('/builder/customer', <WizardHeader current="customer" />);
    expect(steps().getByRole('link', { name: 'Customer' })).toBeInTheDocument();
    expect(steps().queryByText('complete')).not.toBeInTheDocument();
  });

  it('marks Customer complete once the eight required fields are filled, as the store changes', () => {
    withCustomer({ ...FILLED, PostalCode: '' });
    renderStep('/builder/customer', <WizardHeader current="customer" />);
    expect(steps().getByRole('link', { name: 'Customer' })).toBeInTheDocument();

    act(() => withCustomer({ PostalCode: '53703' }));
    // Address 2, the notes and the description are not needed.
    expect(steps().getByRole('link', { name: 'Customer complete' })).toHaveAttribute('aria-current', 'step');
    expect(steps().getByRole('link', { name: 'Goals' })).toBeInTheDocument();
  });

  it('marks Goals complete when the first goal has a name, once the agent has seen it', () => {
    const contract = builderContract();
    useBuilderStore.setState({
      contract: { ...contract, Goals: contract.Goals.map((goal) => ({ ...goal, Name: 'Warmer rooms' })) },
    });
    renderStep('/builder/customer', <WizardHeader current="customer" />);
    // Named, but not yet shown to the agent: no tick ahead of them.
    expect(steps().getByRole('link', { name: 'Goals' })).toBeInTheDocument();
    act(() => useBuilderStore.getState().visitStep('goals'));
    expect(steps().getByRole('link', { name: 'Goals complete' })).toBeInTheDocument();
    expect(steps().getByRole('link', { name: 'Projects' })).toBeInTheDocument();
  });
});
