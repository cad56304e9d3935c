import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { afterPush, followSynced, type AfterPush } from './after-push';
import type { Contract } from './model';
import { markChanged, markSynced } from './saving';

const ANSWER = { version: 5, syncedAt: '2026-11-26T15:00:00.000Z' };
const sent: Contract = markChanged({ ...handWorkedContract(), ServerVersion: 4 });
const typedSince: Contract = { ...sent, Notes: 'Gate code 4471' };

describe('afterPush: the stored copy once the cloud answered 200', () => {
  const cases: [string, Contract | null, AfterPush][] = [
    [
      'what was sent is marked synced at the answered version',
      sent,
      { kind: 'save', contract: markSynced(sent, 5, ANSWER.syncedAt) },
    ],
    [
      'what was typed since stays pending on top of the answered version',
      typedSince,
      { kind: 'save', contract: { ...typedSince, ServerVersion: 5, SyncDate: ANSWER.syncedAt, Changed: true } },
    ],
    [
      'the same content stamped by another save (a sync date only) is still what was sent',
      { ...sent, SyncDate: '2026-11-25T09:00:00.000Z' },
      { kind: 'save', contract: markSynced(sent, 5, ANSWER.syncedAt) },
    ],
    ['a copy deleted meanwhile is not brought back', null, { kind: 'gone' }],
    [
      'a copy another tab synced to a newer version is left as it is',
      { ...typedSince, ServerVersion: 6 },
      { kind: 'newer', contract: { ...typedSince, ServerVersion: 6 } },
    ],
  ];

  it.each(cases)('%s', (_name, current, expected) => {
    expect(afterPush(current, sent, ANSWER)).toEqual(expected);
  });
});

describe("followSynced: the builder's copy once the stored one was synced", () => {
  const synced = markSynced(sent, 5, ANSWER.syncedAt);

  it('takes the stored copy itself when it holds the same content', () => {
    expect(followSynced(sent, synced, 'push')).toBe(synced);
  });

  it('keeps what was typed since, pending, on the new version', () => {
    expect(followSynced(typedSince, synced, 'push')).toEqual({
      ...typedSince,
      ServerVersion: 5,
      SyncDate: ANSWER.syncedAt,
      Changed: true,
    });
  });

  it('takes a cloud copy the agent chose over what it holds', () => {
    const cloud = markSynced({ ...sent, Notes: 'From the office' }, 7, ANSWER.syncedAt);
    expect(followSynced(typedSince, cloud, 'cloud')).toBe(cloud);
  });
});
