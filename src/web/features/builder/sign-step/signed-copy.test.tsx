// @vitest-environment jsdom
// After signing: who signed when, the last day to cancel counted from the
// signing day, and where the emailed copy goes, or that there is none.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sealRecord } from '#domain/signing/sign-contract';
import type { SignedRecord } from '#domain/signing/signed-record';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { SignedCopy } from './signed-copy';

afterEach(cleanup);

const record = sealRecord(signedContentOf(handWorkedContract()));

function renderCopy(signed: SignedRecord) {
  render(
    <MemoryRouter>
      <SignedCopy record={signed} pdf={new Uint8Array([37])} />
    </MemoryRouter>,
  );
}

describe('the signed copy', () => {
  it('says who signed when, and until when the customer may cancel', () => {
    renderCopy(record);
    expect(
      screen.getByText(
        'Signed Tuesday, November 24, 2026 at 9:05 AM Central Standard Time by Maria Kowalski (buyer) and Sam Rivera (agent).',
      ),
    ).toBeVisible();
    // Signed Tuesday, November 24, 2026 in Chicago: Thanksgiving does not count.
    expect(
      screen.getByText('The customer may cancel until midnight at the end of Saturday, November 28, 2026.'),
    ).toBeVisible();
  });

  it('says it in words a homeowner reads: no hash, no UTC time, no user agent', () => {
    renderCopy(record);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/SHA-256|[0-9a-f]{8}|T\d\d:\d\d|Z\b|Mozilla|UTC/);
    expect(screen.getByText(/How it was signed is recorded on the last page of the PDF\./)).toBeVisible();
  });

  it('names the address the office emails it to', () => {
    renderCopy(record);
    expect(screen.getByText('maria@example.com')).toBeVisible();
  });

  it('asks the agent to hand the copy over when the customer has no email', () => {
    renderCopy(sealRecord({ ...record, consent: { ...record.consent, email: '' } }));
    expect(screen.getByText(/The customer gave no email address: hand them their copy now\./)).toBeVisible();
  });
});
