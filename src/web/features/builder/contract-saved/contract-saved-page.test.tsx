// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { renderStep } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { ContractSavedPage } from './contract-saved-page';

afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

describe('the success screen', () => {
  it('says the contract is saved, with its id, and leads to My Contracts', () => {
    const contract = handWorkedContract();
    useBuilderStore.setState({ contract, loaded: true });
    renderStep('/builder/success', <ContractSavedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contract Saved' })).toBeInTheDocument();
    expect(screen.getByText(`ID# ${contract.ContractId}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Contracts' })).toHaveAttribute('href', '/contracts');
  });
});
