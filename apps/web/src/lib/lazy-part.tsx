import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part a page shows only sometimes (a notice, a badge, a picture, a tab's form): its code comes the first
 * time it renders, and nothing stands in its place until then.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
