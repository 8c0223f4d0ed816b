import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../lib/feedback';
import { BulkAction } from './bulk-action';

type TDeleteSelectedProps = {
  keys: Key[];
  /** Deletes them all in one request (the list endpoints' delete takes ids, and deletes all or none). */
  remove: (ids: number[]) => Promise<unknown>;
  /** The question asked first, naming the count. */
  confirm: string;
  /** What is said once they are gone. */
  done: string;
  /** After the request, whatever came of it: clear the selection when it worked, reload the list. */
  onDone: (isDeleted: boolean) => void;
  testId: string;
};

/** A table's bulk delete: confirmed with the count, sent as one request, said when done. */
export function DeleteSelected({ keys, remove, confirm, done, onDone, testId }: TDeleteSelectedProps) {
  const { t } = useTranslation('app');
  return (
    <BulkAction
      keys={keys}
      run={remove}
      confirm={confirm}
      onDone={() => {
        showSuccess(done);
        onDone(true);
      }}
      onFailed={() => onDone(false)}
      label={t('selection.delete')}
      danger
      testId={testId}
    />
  );
}
