import { describe, expect, it } from 'vitest';
import { decidePush, type PushDecision, type PushFacts } from './push-decision';

const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);
const JANE_S = 'This contract is Jane Doe’s: only she, the agent it is assigned to and the office may change it.';
const PLAN_PROBLEM = {
  path: 'Values.Financing.0',
  message: "The terms of plan 5 changed since this contract's version 3.",
};

const cloud = (patch: Partial<NonNullable<PushFacts['cloud']>> = {}): PushFacts['cloud'] => ({
  version: 3,
  contentHash: HASH,
  pusherMayWrite: true,
  whoseItIs: JANE_S,
  cancelledOn: null,
  ...patch,
});
const sent = (hash: string, planProblems = [] as (typeof PLAN_PROBLEM)[]): PushFacts['document'] => ({
  ok: true,
  hash,
  planProblems,
});
const namesSomeoneElse: PushFacts['document'] = {
  ok: false,
  message: 'The contract names Bob Roe as its agent, but the cloud has Jane Doe.',
};

const cases: [string, PushFacts, PushDecision][] = [
  [
    'a first push is created',
    { cloud: null, document: sent(HASH), baseVersion: null, customerTakenElsewhere: false },
    { kind: 'create' },
  ],
  [
    'a first push naming someone else is forbidden',
    { cloud: null, document: namesSomeoneElse, baseVersion: null, customerTakenElsewhere: false },
    { kind: 'forbidden', message: namesSomeoneElse.ok ? '' : namesSomeoneElse.message },
  ],
  [
    'a first push choosing a re-rated plan is invalid',
    { cloud: null, document: sent(HASH, [PLAN_PROBLEM]), baseVersion: null, customerTakenElsewhere: false },
    { kind: 'invalid', problems: [PLAN_PROBLEM] },
  ],
  [
    "a first push with another contract's customer id clashes",
    { cloud: null, document: sent(HASH), baseVersion: null, customerTakenElsewhere: true },
    { kind: 'customer-clash' },
  ],
  [
    'the next version is written',
    { cloud: cloud(), document: sent(OTHER_HASH), baseVersion: 3, customerTakenElsewhere: false },
    { kind: 'write', version: 4 },
  ],
  [
    'a repeat of the document the cloud holds is unchanged, whatever its base',
    { cloud: cloud(), document: sent(HASH), baseVersion: 1, customerTakenElsewhere: false },
    { kind: 'unchanged' },
  ],
  [
    'a repeat is unchanged even for someone who may no longer change it',
    { cloud: cloud({ pusherMayWrite: false }), document: sent(HASH), baseVersion: 3, customerTakenElsewhere: false },
    { kind: 'unchanged' },
  ],
  [
    'a change by someone whose it is not is forbidden, before any conflict',
    {
      cloud: cloud({ pusherMayWrite: false }),
      document: sent(OTHER_HASH),
      baseVersion: 2,
      customerTakenElsewhere: false,
    },
    { kind: 'forbidden', message: JANE_S },
  ],
  [
    'a change naming someone else is forbidden, before any conflict',
    { cloud: cloud(), document: namesSomeoneElse, baseVersion: 2, customerTakenElsewhere: false },
    { kind: 'forbidden', message: namesSomeoneElse.ok ? '' : namesSomeoneElse.message },
  ],
  [
    'a change based on an older version is a conflict',
    { cloud: cloud(), document: sent(OTHER_HASH), baseVersion: 2, customerTakenElsewhere: false },
    { kind: 'conflict' },
  ],
  [
    'a device that never synced pushing over a cloud copy is a conflict',
    { cloud: cloud(), document: sent(OTHER_HASH), baseVersion: null, customerTakenElsewhere: false },
    { kind: 'conflict' },
  ],
  [
    'a conflict is told before the plans are checked',
    { cloud: cloud(), document: sent(OTHER_HASH, [PLAN_PROBLEM]), baseVersion: 2, customerTakenElsewhere: true },
    { kind: 'conflict' },
  ],
  [
    'a change choosing a re-rated plan is invalid',
    { cloud: cloud(), document: sent(OTHER_HASH, [PLAN_PROBLEM]), baseVersion: 3, customerTakenElsewhere: true },
    { kind: 'invalid', problems: [PLAN_PROBLEM] },
  ],
  [
    "a change to another contract's customer id clashes",
    { cloud: cloud(), document: sent(OTHER_HASH), baseVersion: 3, customerTakenElsewhere: true },
    { kind: 'customer-clash' },
  ],
  [
    'a change to a contract the office recorded as cancelled takes no new version',
    {
      cloud: cloud({ cancelledOn: '2026-11-25' }),
      document: sent(OTHER_HASH),
      baseVersion: 3,
      customerTakenElsewhere: false,
    },
    { kind: 'cancelled', noticeDate: '2026-11-25' },
  ],
  [
    'a repeat of what the cloud holds of a cancelled contract is answered as unchanged',
    {
      cloud: cloud({ cancelledOn: '2026-11-25' }),
      document: sent(HASH),
      baseVersion: 3,
      customerTakenElsewhere: false,
    },
    { kind: 'unchanged' },
  ],
];

describe('decidePush', () => {
  it.each(cases)('%s', (_name, facts, decision) => {
    expect(decidePush(facts)).toEqual(decision);
  });
});
