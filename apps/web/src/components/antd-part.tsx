import { type ComponentType, lazy } from 'react';
import { currentLanguage } from '../lib/i18n/i18n';
import { loadAntdLocale } from './antd-locale';

const loadScope = () => import('./antd-scope');

/**
 * Loads a component drawn with antd together with antd's theme and locale (the reader's language's) around it (`components/antd-scope.tsx`),
 * for a page or a part of one that the pages drawn without antd show (the home, sign-in and chat pages, the
 * header): antd's core comes only with the first such part that renders.
 */
export async function loadInAntdScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Part, { AntdScope }] = await Promise.all([load(), loadScope(), loadAntdLocale(currentLanguage())]);
  return function InAntdScope(props: P) {
    return (
      <AntdScope>
        <Part {...props} />
      </AntdScope>
    );
  };
}

/** `React.lazy` of such a part, for a place that gives it a Suspense boundary of its own. */
export function lazyInAntdScope<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadInAntdScope(load).then((component) => ({ default: component })));
}
