import { lazy, Suspense } from 'react';

type TAreaPickerProps = {
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** Allow stopping at a province or city (a filter) instead of a full address. */
  changeOnSelect?: boolean;
  placeholder?: string;
};

const LazyCascader = lazy(() => import('../../features/area').then((m) => ({ default: m.AreaCascader })));

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
