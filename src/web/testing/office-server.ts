// For the office console's tests: the fake server, with the admin's session having given its second factor
// (docs/decisions/045-second-factor.md), so the console's screens open.
import { getSecondFactor } from '#api/endpoints/second-factor-endpoints';
import { answer, at, fakeServer, type FakeServer } from './fake-server';

export function officeServer(): FakeServer {
  return fakeServer().on(
    at(getSecondFactor),
    answer(getSecondFactor, 200, { enrolled: true, thisSession: true, required: true, recoveryCodesLeft: 10 }),
  );
}
