import type { ComponentType } from 'react';

const loadScope = () => import('./antd-scope');

/**
 * Loads a component drawn with antd together with antd's theme and locale around it (`components/antd-scope.tsx`), for a
 * page or a part of one that the home page or the header show: they are drawn without antd, so antd's core
 * comes only with the first such part that renders.
 */
export async function loadInAntdScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Part, { AntdScope }] = await Promise.all([load(), loadScope()]);
  return function InAntdScope(props: P) {
    return (
      <AntdScope>
        <Part {...props} />
      </AntdScope>
    );
  };
}
