import { useCallback, useEffect, useState } from 'react';
import { holdUnsaved } from './unsaved-registry';

export type TUnsavedChanges = {
  /** Changed since it was opened or last saved: the form shows it, and leaving the page asks first. */
  isDirty: boolean;
  /** For the form's `onValuesChange`, which fires on a person's edits only (not on `setFieldsValue`). */
  markChanged: () => void;
  /** After a save, or once the form starts over from what is saved. */
  markSaved: () => void;
};

/**
 * A form's unsaved state. While it is dirty, in-app navigation away from the page and a reload or closed tab
 * ask first (`app/router/leave-guard.tsx`); unmounting the form releases it.
 */
export function useUnsavedChanges(): TUnsavedChanges {
  const [isDirty, setDirty] = useState(false);
  useEffect(() => (isDirty ? holdUnsaved() : undefined), [isDirty]);
  const markChanged = useCallback(() => setDirty(true), []);
  const markSaved = useCallback(() => setDirty(false), []);
  return { isDirty, markChanged, markSaved };
}
