import { lazy, Suspense, useEffect, useState } from 'react';
import { onFeedbackWanted } from '../../lib/feedback';
import { prefetchWhenIdle } from '../../lib/prefetch-when-idle';

const FeedbackHolders = lazy(() => import('./feedback-holders'));

/**
 * Where antd's toasts and dialogs render, inside the app's theme. Their code (some 15 KB on the wire) comes
 * once the first page is idle, or at once when something wants to show one first: no page needs it to show.
 */
export function FeedbackHost() {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    onFeedbackWanted(() => setIsWanted(true));
    return prefetchWhenIdle(async () => setIsWanted(true));
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  );
}
