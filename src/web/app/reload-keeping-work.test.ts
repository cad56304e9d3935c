// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { useBuilderStore } from '../contract-in-progress/builder-store';
import { readMeta } from '../storage/meta-storage';
import { eachTestWithAutosave } from '../testing/autosaving-builder';
import { reloadKeepingWork } from './reload-keeping-work';

eachTestWithAutosave();

describe('Reload on a screen that could not be loaded', () => {
  it('writes what the agent typed a moment ago to the device before the page reloads', async () => {
    useBuilderStore.getState().setNotes('Dog in the back yard');
    const notesWhenReloaded: (string | undefined)[] = [];
    const reload = vi.fn(() => {
      void readMeta('draft').then((draft) => notesWhenReloaded.push(draft?.Notes));
    });
    await reloadKeepingWork(reload);
    expect(reload).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(notesWhenReloaded).toEqual(['Dog in the back yard']));
  });
});
