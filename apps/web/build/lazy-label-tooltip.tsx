import type { TooltipProps } from 'antd';
import { lazy, Suspense } from 'react';

/** antd's own Tooltip, fetched the first time a form label has a hint to show. */
const Tooltip = lazy(() => import('antd/es/tooltip'));

/**
 * Stands in for the Tooltip antd's form labels import (`antd-trim-plugin.ts`): until antd's comes, the
 * label's hint icon shows without its hint, then the same icon inside antd's Tooltip.
 */
export default function LazyLabelTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
