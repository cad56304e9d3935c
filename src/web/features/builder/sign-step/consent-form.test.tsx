// @vitest-environment jsdom
// The consent ESIGN asks for: nothing goes on until the customer ticks the box,
// the address for the emailed copy is checked (or left empty), and paper is
// always one tap away.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '#domain/signing/consent';
import { COMPANY } from '#web/config/company';
import { ConsentForm } from './consent-form';

afterEach(cleanup);

const GIVEN_AT = '2026-11-24T15:02:00.000Z';

function renderConsent(defaultEmail = 'maria.kowalski@example.com') {
  const onConsent = vi.fn();
  const onPaper = vi.fn();
  render(
    <ConsentForm
      defaultEmail={defaultEmail}
      seller={COMPANY}
      onConsent={onConsent}
      onPaper={onPaper}
      now={() => GIVEN_AT}
    />,
  );
  return { onConsent, onPaper, user: userEvent.setup() };
}

const agree = () => screen.getByRole('button', { name: 'Agree and read the contract' });
const box = () => screen.getByRole('checkbox', { name: 'I agree to sign and receive this contract electronically.' });

describe('the consent to sign electronically', () => {
  it('tells what the customer receives, that paper is free, how to withdraw and what opens the file', () => {
    renderConsent();
    const consent = screen.getByRole('region', { name: 'Consent to sign and receive this contract electronically' });
    expect(consent).toHaveTextContent('by email to maria.kowalski@example.com once the tablet is back online');
    expect(consent).toHaveTextContent('You may have paper instead, at no cost');
    expect(consent).toHaveTextContent('You may withdraw this consent at any time, at no cost');
    expect(consent).toHaveTextContent('a phone, tablet or computer that opens PDF files');
  });

  it('goes on only once the box is ticked, and keeps the words the customer read', async () => {
    const { onConsent, user } = renderConsent();
    await user.click(agree());
    expect(onConsent).not.toHaveBeenCalled();
    expect(screen.getByText('Tick this box to sign on the tablet, or choose paper.')).toBeVisible();
    await user.click(box());
    await user.click(agree());
    expect(onConsent).toHaveBeenCalledWith({
      version: CONSENT_VERSION,
      text: expect.stringContaining('by email to maria.kowalski@example.com') as string,
      email: 'maria.kowalski@example.com',
      givenAt: GIVEN_AT,
    });
  });

  it('refuses an address that is not one, and takes an empty one for a customer without email', async () => {
    const { onConsent, user } = renderConsent('maria.kowalski@');
    await user.click(box());
    await user.click(agree());
    expect(onConsent).not.toHaveBeenCalled();
    const NOT_ONE = 'This is not one email address. Give one address (the copy goes to one), or leave it empty.';
    expect(screen.getByText(NOT_ONE)).toBeVisible();
    const email = screen.getByRole('textbox', { name: 'Email for the signed copy' });
    expect(email).toHaveAccessibleDescription(
      'Leave it empty if the customer has no email: they take their copy at the table.',
    );
    await user.clear(email);
    await user.click(agree());
    expect(onConsent).toHaveBeenCalledWith(expect.objectContaining({ email: '' }));
    expect(onConsent.mock.calls[0]?.[0]).toMatchObject({
      text: expect.stringContaining('by email once you give us an address') as string,
    });
  });

  it('refuses a list of addresses: the signed copy goes to one', async () => {
    const { onConsent, user } = renderConsent('maria@example.com, piotr@example.com');
    await user.click(box());
    await user.click(agree());
    expect(onConsent).not.toHaveBeenCalled();
    expect(
      screen.getByText('This is not one email address. Give one address (the copy goes to one), or leave it empty.'),
    ).toBeVisible();
  });

  it('offers paper instead, without ticking anything', async () => {
    const { onConsent, onPaper, user } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Use paper instead' }));
    expect(onPaper).toHaveBeenCalledTimes(1);
    expect(onConsent).not.toHaveBeenCalled();
  });
});
