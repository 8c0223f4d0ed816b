import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './selection-bar.css';

type TSelectionBarProps = {
  count: number;
  onClear: () => void;
  /** What may be done to the selected rows (each action confirms with the count). */
  children: ReactNode;
  testId: string;
};

/** Above a table while rows are selected: how many, the actions for all of them, and a way to clear. */
export function SelectionBar({ count, onClear, children, testId }: TSelectionBarProps) {
  const { t } = useTranslation('app');
  if (count === 0) return null;
  return (
    <section className="sf-selection-bar" aria-label={t('selection.label')} data-testid={testId}>
      <Typography.Text strong aria-live="polite" data-testid={`${testId}-count`}>
        {t('selection.count', { count })}
      </Typography.Text>
      <Space wrap size="small">
        {children}
        <Button type="link" onClick={onClear} data-testid={`${testId}-clear`}>
          {t('selection.clear')}
        </Button>
      </Space>
    </section>
  );
}
