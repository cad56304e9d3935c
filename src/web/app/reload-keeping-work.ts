// A full reload, the way on when part of the app could not be loaded (a
// browser keeps a failed module fetch until the page is loaded again): the
// contract being built is written to the device first, then the page reloads.
export async function reloadKeepingWork(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    // Loaded at start-up with the builder; if it never was, there is nothing of the agent's to write.
    const { flushAutosave } = await import('../contract-in-progress/autosave');
    await flushAutosave();
  } catch (error) {
    console.warn('The contract could not be written before the reload; its last copy on the device stays.', error);
  }
  reload();
}
