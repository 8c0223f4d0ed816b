import { lazy, Suspense, useEffect } from 'react';
import { onFeedbackWanted } from '../../lib/feedback';
import { useLoadedWhenIdle } from '../../lib/prefetch-when-idle';

const loadHolders = () => import('./feedback-holders');
const FeedbackHolders = lazy(loadHolders);

/**
 * Where antd's toasts and dialogs render, inside the app's theme. Their code (some 15 KB on the wire) comes
 * once the first page is idle, or at once when something wants to show one first: no page needs it to show.
 */
export function FeedbackHost() {
  const [isWanted, want] = useLoadedWhenIdle(loadHolders);
  useEffect(() => onFeedbackWanted(want), [want]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  );
}
