// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleFinancingOption } from '#domain/financing/options';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { EDITABLE_LINES } from './editable-lines';
import { discounted, renderDocument, rowsOf, withValues } from '../../testing/contract-document';

afterEach(() => {
  cleanup();
});

const editable = { onEdit: () => {} };

const EDIT_BUTTONS = ['Edit discount', 'Edit coupon', 'Edit deposit', 'Edit financing', 'Edit notes'];

describe('the contract on screen (editable)', () => {
  it('asks to edit the deposit, discount, coupon, financing and notes lines when tapped', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderDocument(handWorkedContract(), { onEdit });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(EDIT_BUTTONS);

    for (const line of EDITABLE_LINES) {
      await user.click(screen.getByRole('button', { name: `Edit ${line}` }));
      expect(onEdit).toHaveBeenLastCalledWith(line);
    }
    expect(onEdit).toHaveBeenCalledTimes(EDITABLE_LINES.length);
  });

  it('shows the lines that are still empty, so they can be tapped, and leaves them off paper', () => {
    renderDocument(handWorkedContract(), editable);
    const price = screen.getByRole('table', { name: 'Price' });
    expect(rowsOf(price)).toEqual([
      ['Total', '$7,821.00'],
      ['Discount', '$0.00'],
      ['Coupon', '$0.00'],
      ['Contract Total after discounts', '$7,821.00'],
      ['Deposit', '$0.00'],
      ['Net Due', '$7,821.00'],
    ]);
    const row = (name: string) => screen.getByRole('button', { name }).closest('tr');
    expect(row('Edit discount')).toHaveClass('doc-editable', 'no-print');
    expect(row('Edit coupon')).toHaveClass('doc-editable', 'no-print');
    // A deposit of $0.00 is still printed.
    expect(row('Edit deposit')).toHaveClass('doc-editable');
    expect(row('Edit deposit')).not.toHaveClass('no-print');

    const financing = screen.getByRole('region', { name: 'Financing' });
    expect(within(financing).getByText('None chosen.')).toBeInTheDocument();
    expect(financing).toHaveClass('doc-editable', 'no-print');
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('None.')).toBeInTheDocument();
    expect(notes).toHaveClass('doc-editable', 'no-print');
  });

  it('says the empty lines in the language of the sale', () => {
    renderDocument({ ...handWorkedContract(), Language: 'es' }, editable);
    expect(
      within(screen.getByRole('region', { name: 'Financiamiento' })).getByText('No se eligió ninguno.'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Notas' })).getByText('Ninguna.')).toBeVisible();
  });

  it('prints the lines that say something, editable or not', () => {
    const contract = withValues({ ...handWorkedContract(), Notes: 'Crew arrives 8 AM.' }, (values) =>
      toggleFinancingOption(discounted(values), 5),
    );
    renderDocument(contract, editable);
    for (const name of ['Edit discount', 'Edit coupon', 'Edit deposit']) {
      expect(screen.getByRole('button', { name }).closest('tr')).not.toHaveClass('no-print');
    }
    expect(screen.getByRole('region', { name: 'Financing' })).not.toHaveClass('no-print');
    expect(screen.getByRole('region', { name: 'Notes' })).not.toHaveClass('no-print');
    expect(screen.getByRole('button', { name: 'Edit coupon' }).closest('tr')).toHaveTextContent(
      'Coupon Fall savings (10%)-$782.00',
    );
  });
});

describe('the contract for print (not editable)', () => {
  it('has no buttons, and the same figures as plain text', () => {
    const contract = withValues({ ...handWorkedContract(), Notes: 'Crew arrives 8 AM.' }, (values) =>
      toggleFinancingOption(discounted(values), 5),
    );
    renderDocument(contract);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(rowsOf(screen.getByRole('table', { name: 'Price' }))).toEqual([
      ['Total', '$7,821.00'],
      ['Discount', '-$500.00'],
      ['Coupon Fall savings (10%)', '-$782.00'],
      ['Contract Total after discounts', '$6,539.00'],
      ['Deposit', '$1,500.00'],
      ['Net Due', '$5,039.00'],
    ]);
    expect(screen.getByRole('heading', { name: 'Financing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
  });
});
