import { useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { confirmDiscard } from '../../lib/unsaved/confirm-discard';
import { leavesPage } from '../../lib/unsaved/leaves-page';
import { hasUnsavedEdits, useHasUnsavedEdits } from '../../lib/unsaved/unsaved-registry';

const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasUnsavedEdits() && leavesPage(currentLocation, nextLocation);

/** The browser's own "leave site?" prompt, the only one it allows on a reload or a closed tab. */
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers prompt only when returnValue is set.
  event.returnValue = true;
}

/**
 * While a form holds unsaved edits (`lib/unsaved/use-unsaved-changes.ts`), leaving the page asks first: a link,
 * a menu or the back button through the router's one blocker (the router supports only one, so it lives here
 * rather than in each form), a reload or a closed tab through the browser's prompt.
 */
export function LeaveGuard() {
  const blocker = useBlocker(shouldBlock);
  const hasUnsaved = useHasUnsavedEdits();

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard('leave').then((isLeaving) => (isLeaving ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!hasUnsaved) return;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [hasUnsaved]);

  return null;
}
