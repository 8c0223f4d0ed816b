import type { TConsoleStore } from '@storefront/shared';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { FormDrawer } from '../../components/form-drawer';
import { useConsoleChrome } from '../../shell/chrome-context';

/** Adds a store (`store` undefined: it gets an empty draft and published assistant) or edits one. */
export function StoreDrawer(props: {
  store?: TConsoleStore;
  onClose: () => void;
  onSaved: (store: TConsoleStore) => void;
}) {
  const { store, onClose, onSaved } = props;
  const { t } = useTranslation('console-stores');
  const { workspace } = useConsoleChrome();
  const [form] = Form.useForm();
  const [isBusy, setBusy] = useState(false);
  const unsaved = useUnsavedChanges();
  return (
    <FormDrawer
      title={t(store ? 'edit' : 'add')}
      open
      busy={isBusy}
      isDirty={unsaved.isDirty}
      onClose={onClose}
      onSave={() => form.submit()}
      testId="store-form"
      width={760}
    >
      <workspace.StoreForm
        form={form}
        store={store}
        onBusyChange={setBusy}
        onEdited={unsaved.markChanged}
        onSaved={(saved) => {
          onSaved(saved);
          onClose();
        }}
      />
    </FormDrawer>
  );
}
