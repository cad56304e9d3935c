import { describe, expect, it } from 'vitest';
import { calendarDateInZone, toIsoDate } from '../legal/calendar-date';
import { cancellationDeadline } from '../legal/cancellation-deadline';
import { handWorkedContract } from '../testing/hand-worked-contract';
import type { Contract } from './model';
import { asDocumentShows, contentFingerprint, dateAtSave, recordAsSaved, shownDate, UNSAVED } from './transaction-date';

// A blank made on Monday, November 16, 2026, in the morning (Chicago).
const MONDAY = '2026-11-16T15:00:00.000Z';
const THURSDAY = '2026-11-19T20:30:00.000Z';
const FRIDAY = '2026-11-20T16:00:00.000Z';

function startedMonday(): Contract {
  return { ...handWorkedContract(), Date: MONDAY };
}

describe('the transaction date', () => {
  it('is the day of the first SAVE & CONTINUE, not the day the blank was made', () => {
    const saved = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    expect(saved.contract.Date).toBe(THURSDAY);
    expect(saved.record.savedAt).toBe(THURSDAY);
    expect(saved.redatedFrom).toBeNull();
    // The cooling-off deadline counts from Thursday: three business days, Friday, Saturday, Monday.
    const thursday = calendarDateInZone(saved.contract.Date, 'America/Chicago');
    expect(toIsoDate(cancellationDeadline(thursday!))).toBe('2026-11-23');
  });

  it('stays when the contract is saved again unchanged, on any later day', () => {
    const first = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    const again = dateAtSave(first.contract, first.record, FRIDAY);
    expect(again.contract.Date).toBe(THURSDAY);
    expect(again.redatedFrom).toBeNull();
  });

  it('stays when only who saved it or its sync stamps changed', () => {
    const first = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    const stamped = { ...first.contract, SyncDate: FRIDAY, ServerVersion: 3, Changed: false, Agent: null };
    expect(dateAtSave(stamped, first.record, FRIDAY).contract.Date).toBe(THURSDAY);
  });

  it('stays when it is saved again under a newer version of its state rules, or saved under them for the first time', () => {
    const first = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    expect(dateAtSave({ ...first.contract, Rules: 'WI-1' }, first.record, FRIDAY).contract.Date).toBe(THURSDAY);
    const stamped = dateAtSave({ ...startedMonday(), Rules: 'US-1' }, UNSAVED, THURSDAY);
    expect(dateAtSave({ ...stamped.contract, Rules: 'US-2' }, stamped.record, FRIDAY).contract.Date).toBe(THURSDAY);
  });

  it("moves when the buyer's age answer changes: it changes the days to cancel", () => {
    const first = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    expect(dateAtSave({ ...first.contract, OlderBuyer: true }, first.record, FRIDAY).contract.Date).toBe(FRIDAY);
  });

  it('moves to the day of a save that follows a change, and says which date it replaced', () => {
    const first = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    const changed = { ...first.contract, Notes: 'Customer asked for a Saturday start.' };
    const again = dateAtSave(changed, first.record, FRIDAY);
    expect(again.contract.Date).toBe(FRIDAY);
    expect(again.redatedFrom).toBe(THURSDAY);
    expect(again.record.savedAt).toBe(FRIDAY);
  });

  it('treats a contract from an app that did not say whether it was saved as saved: unchanged keeps its date', () => {
    const { Saved: _unsaid, ...older } = { ...startedMonday(), Date: THURSDAY };
    const record = recordAsSaved(older);
    expect(dateAtSave(older, record, FRIDAY).contract.Date).toBe(THURSDAY);
  });

  it('carries the save with the contract: another device dates a draft at its first save there', () => {
    // Tablet A started it Monday and synced it unsaved; tablet B downloads it and saves it Thursday.
    const draft = startedMonday();
    expect(draft.Saved).toBeNull();
    expect(recordAsSaved(draft)).toEqual(UNSAVED);
    const onB = dateAtSave(draft, recordAsSaved(draft), THURSDAY);
    expect(onB.contract.Date).toBe(THURSDAY);
    expect(onB.contract.Saved).toEqual({ At: THURSDAY, Content: contentFingerprint(draft) });
  });

  it('carries the save with the contract: unchanged elsewhere it keeps its day, edited after the save it is dated anew', () => {
    const savedOnA = dateAtSave(startedMonday(), UNSAVED, MONDAY).contract;
    expect(dateAtSave(savedOnA, recordAsSaved(savedOnA), THURSDAY).contract.Date).toBe(MONDAY);
    const editedAfter = { ...savedOnA, Notes: 'Customer asked for a Saturday start.' };
    const onB = dateAtSave(editedAfter, recordAsSaved(editedAfter), THURSDAY);
    expect(onB.contract.Date).toBe(THURSDAY);
    expect(onB.redatedFrom).toBe(MONDAY);
  });

  it('shows today on a contract not saved yet, and its own date once saved', () => {
    expect(shownDate(startedMonday(), UNSAVED, THURSDAY)).toBe(THURSDAY);
    const saved = dateAtSave(startedMonday(), UNSAVED, THURSDAY);
    expect(shownDate(saved.contract, saved.record, FRIDAY)).toBe(THURSDAY);
  });

  it('prints a saved contract changed since as a draft dated today, naming the day of the contract it would change (decision 078)', () => {
    const saved = dateAtSave(startedMonday(), UNSAVED, MONDAY);
    // Unchanged on Thursday: its own Monday, its deadline from Monday.
    expect(asDocumentShows(saved.contract, saved.record, THURSDAY)).toEqual({
      contract: saved.contract,
      unsaved: false,
      changedSince: null,
    });
    // The deposit changed on Thursday and not saved: dated Thursday, and it says the Monday contract stands.
    const changed = { ...saved.contract, Values: { ...saved.contract.Values, Deposit: 500 } };
    const shown = asDocumentShows(changed, saved.record, THURSDAY);
    expect(shown).toMatchObject({ unsaved: true, changedSince: MONDAY });
    expect(shown.contract.Date).toBe(THURSDAY);
    // The same from a contract that carries its save (another device, My Contracts with no record here).
    expect(asDocumentShows(changed, undefined, THURSDAY)).toMatchObject({ unsaved: true, changedSince: MONDAY });
    // Never saved: a draft dated today, changed since nothing.
    expect(asDocumentShows(startedMonday(), UNSAVED, THURSDAY)).toMatchObject({ unsaved: true, changedSince: null });
  });
});
