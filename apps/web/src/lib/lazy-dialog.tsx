import { type ComponentType, useEffect, useState } from 'react';
import { lazyPart } from './lazy-part';
import { prefetchWhenIdle } from './prefetch-when-idle';

/**
 * A dialog whose code comes the first time it opens, and ahead once the page is idle: a page shows fine
 * without it. Until then it renders nothing; once opened it stays mounted, so it closes with its animation.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazyPart(load);
  return function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    useEffect(() => prefetchWhenIdle(load), []);
    return hasOpened ? <Dialog {...props} /> : null;
  };
}
