// For the office console's tests: the fake server, with the manager's or admin's session having given its second
// factor lately (docs/decisions/075-office-second-factor.md), so the console's screens open.
import { getSecondFactor } from '#api/endpoints/second-factor-endpoints';
import { answer, at, fakeServer, type FakeServer } from './fake-server';

export function officeServer(): FakeServer {
  return fakeServer().on(
    at(getSecondFactor),
    answer(getSecondFactor, 200, {
      enrolled: true,
      locked: false,
      thisSession: true,
      reason: null,
      required: true,
      recoveryCodesLeft: 10,
    }),
  );
}
