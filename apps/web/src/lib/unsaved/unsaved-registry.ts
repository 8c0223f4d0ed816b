import { createStore, useStore } from '../create-store';

/** Each form holding edits not yet saved; several may at once (the settings' tabs). */
const holders = new Set<symbol>();
const state = createStore({ hasUnsaved: false });

const sync = () => state.set({ hasUnsaved: holders.size > 0 });

/** Marks one form's edits as unsaved until the returned release is called (a save, or the form going away). */
export function holdUnsaved(): () => void {
  const holder = Symbol('unsaved');
  holders.add(holder);
  sync();
  return () => {
    holders.delete(holder);
    sync();
  };
}

/** Whether any form on the page has unsaved edits, read at the moment of leaving. */
export const hasUnsavedEdits = (): boolean => state.get().hasUnsaved;

/** The same, for a component that acts while there are some. */
export const useHasUnsavedEdits = (): boolean => useStore(state, (current) => current.hasUnsaved);
