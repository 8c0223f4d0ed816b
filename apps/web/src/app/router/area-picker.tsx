import { DownOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { lazyInAntdScope } from '../../components/antd-part';
import type { TAreaCascaderProps } from '../../features/area';
import { useLoadedWhenIdle } from '../../lib/prefetch-when-idle';

type TAreaPickerProps = {
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** Allow stopping at a province or city (a filter) instead of a full address. */
  changeOnSelect?: boolean;
  placeholder?: string;
};

const loadCascader = () => import('../../features/area');
const LazyCascader = lazy(() => loadCascader().then((m) => ({ default: m.AreaCascader })));
/** The home page is drawn without antd: its cascader brings antd's theme with it. */
const ScopedCascader = lazyInAntdScope(() => loadCascader().then((m) => m.AreaCascader));

/**
 * The area feature's province, city and district cascader for the console and the store workspace, its code
 * loaded with the first form or filter that shows it.
 */
export function AreaPicker({ onChange, ...props }: TAreaPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyCascader {...props} onChange={(codes) => onChange?.(codes)} />
    </Suspense>
  );
}

/** Holds the cascader's place, as its empty large field looks; a tap asks for the cascader at once. */
function AreaPlaceholder({
  className,
  placeholder,
  onWanted,
}: TAreaCascaderProps & { onWanted: () => void }) {
  return (
    <button
      type="button"
      className={['sf-area-placeholder', className].filter(Boolean).join(' ')}
      onClick={onWanted}
      data-testid="area-placeholder"
    >
      <span className="sf-area-placeholder-text">{placeholder}</span>
      <DownOutlined aria-hidden />
    </button>
  );
}

/**
 * The cascader for a page that shows without it (the home page's store filter): its code and the provinces
 * come once the page is idle, the list of stores first. Until then a field of its size and look holds its
 * place.
 */
export function IdleAreaPicker(props: TAreaCascaderProps) {
  const [isWanted, want] = useLoadedWhenIdle(loadCascader);
  const placeholder = <AreaPlaceholder {...props} onWanted={want} />;
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ScopedCascader {...props} />
    </Suspense>
  );
}
