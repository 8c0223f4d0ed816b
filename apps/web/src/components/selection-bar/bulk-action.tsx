import { Button, Popconfirm } from 'antd';
import type { Key, ReactNode } from 'react';
import { useState } from 'react';

export type TBulkActionProps<T> = {
  keys: Key[];
  /** Does it to them all in one request (all or none). */
  run: (ids: number[]) => Promise<T>;
  /** The question asked first, naming the count. */
  confirm: string;
  /** What is said once it is done. */
  onDone: (result: T) => void;
  /** After a refused request (the http client already said why): nothing changed. */
  onFailed?: () => void;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  testId: string;
};

/** One action on a table's selected rows: confirmed with the count, sent as one request, busy until done. */
export function BulkAction<T>(props: TBulkActionProps<T>) {
  const { keys, run, confirm, onDone, onFailed, label, icon, danger, testId } = props;
  const [isBusy, setBusy] = useState(false);
  const handleConfirm = async () => {
    setBusy(true);
    try {
      onDone(await run(keys.map(Number)));
    } catch {
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={confirm}
      okButtonProps={{ danger, 'data-testid': `${testId}-confirm` }}
      onConfirm={handleConfirm}
    >
      <Button danger={danger} size="small" icon={icon} loading={isBusy} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
