// @vitest-environment jsdom
// A contract below the floor at the table, with no signal: how far below, the request code to read to the manager,
// and the approval code checked on the tablet; a wrong one is refused, the fifth in a row locks for fifteen minutes.
import '@testing-library/jest-dom/vitest';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentKey, approvalCode, requestCode } from '#domain/approval/approval-code';
import { approvalRequestOf, type ApprovalKey } from '#domain/approval/price-approval';
import { checkFloors, NO_FLOORS, type PriceFloors } from '#domain/approval/price-floors';
import { setDiscount } from '#domain/contract/values';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { FloorApproval } from './floor-approval';

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const MASTER = utf8ToBytes('the company master key, 32 bytes!');
const KEY: ApprovalKey = {
  keyVersion: 1,
  key: bytesToHex(agentKey(MASTER, 'agent-jane', 1)),
  approvers: [{ id: 'manager-morgan', name: 'Morgan Lee' }],
};
const FLOORS: PriceFloors = { ...NO_FLOORS, agent: { maxDiscountPercent: 10, categoryMinimums: [] } };
const contract = { ...handWorkedContract(), Values: setDiscount(handWorkedContract().Values, 1250) };
const check = checkFloors(contract, FLOORS, 'agent', () => undefined);
// 7:05 PM on Tuesday, November 24, 2026, on the tablet's clock.
const NOW = new Date(2026, 10, 24, 19, 5);

function renderGate(now = () => NOW, approvalKey: ApprovalKey | null = KEY) {
  const onApproved = vi.fn();
  render(
    <FloorApproval
      contract={contract}
      check={check}
      agentId="agent-jane"
      approvalKey={approvalKey}
      onApproved={onApproved}
      now={now}
    />,
  );
  return { onApproved, user: userEvent.setup() };
}

const request = () => requestCode(approvalRequestOf(contract, 'agent-jane', '2026-11-24'));
const managerCode = (cents = 125_000) =>
  approvalCode(agentKey(MASTER, 'agent-jane', 1), request(), cents, '2026-11-25', 'manager-morgan');
const codeBox = () => screen.getByRole('textbox', { name: 'Approval code from your manager' });
const checkButton = () => screen.getByRole('button', { name: 'Check the approval code' });

describe('a price below the floor on the Sign step', () => {
  it('says by how many dollars, and shows the request code and the discount to read to the manager', () => {
    renderGate();
    const gate = screen.getByRole('region', { name: 'A manager’s approval is needed' });
    expect(gate).toHaveTextContent('This price is $467.90 below the office’s floor');
    expect(gate).toHaveTextContent(
      'The discount of $1,250.00 is $467.90 more than the 10% ($782.10) you may give on this price.',
    );
    expect(gate).toHaveTextContent(`Request code${request().slice(0, 4)} ${request().slice(4)}`);
    expect(gate).toHaveTextContent('Discount to approve$1,250.00');
  });

  it("takes the manager's code as read out, with a space, and names the manager", async () => {
    const { onApproved, user } = renderGate();
    const code = managerCode();
    await user.type(codeBox(), `${code.slice(0, 4)} ${code.slice(4)}`);
    await user.click(checkButton());
    expect(onApproved).toHaveBeenCalledWith(
      expect.objectContaining({ discountCents: 125_000, approver: { id: 'manager-morgan', name: 'Morgan Lee' } }),
    );
  });

  it('refuses a code for one cent less, and locks after the fifth wrong code for fifteen minutes', async () => {
    const { onApproved, user } = renderGate();
    await user.type(codeBox(), managerCode(124_999));
    await user.click(checkButton());
    expect(screen.getByText(/That code does not approve this contract/)).toBeVisible();
    for (let tried = 2; tried <= 5; tried++) {
      await user.clear(codeBox());
      await user.type(codeBox(), String(10_000_000 + tried));
      await user.click(checkButton());
    }
    expect(screen.getByText(/that was the fifth wrong code: try again at 7:20/)).toBeVisible();
    // Even the right code waits out the lock.
    await user.clear(codeBox());
    await user.type(codeBox(), managerCode());
    await user.click(checkButton());
    expect(screen.getByText(/Too many wrong codes. Try again at 7:20/)).toBeVisible();
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('says how to get a key when the tablet has none', () => {
    renderGate(() => NOW, null);
    expect(screen.getByRole('status')).toHaveTextContent('This tablet has no approval key for you yet.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
