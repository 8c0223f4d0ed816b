import { Button, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedMark } from '../../../components/unsaved-mark';
import { askBeforeClose } from '../../../lib/unsaved/confirm-discard';
import { useIsPhone } from '../../../lib/use-media-query';

type TFormDrawerProps = {
  title: string;
  open: boolean;
  busy: boolean;
  /** The form has unsaved edits: marked beside Save, and closing the panel asks first. */
  isDirty: boolean;
  onClose: () => void;
  /** Submits the form inside (`form.submit()`). */
  onSave: () => void;
  testId: string;
  children: ReactNode;
  width?: number;
};

/** A side panel with a form and its Save and Cancel buttons; full width on a phone. */
export function FormDrawer({
  title,
  open,
  busy,
  isDirty,
  onClose,
  onSave,
  testId,
  children,
  width = 520,
}: TFormDrawerProps) {
  const { t } = useTranslation('console');
  const isPhone = useIsPhone();
  const close = () => askBeforeClose(isDirty, onClose);
  return (
    <Drawer
      title={title}
      open={open}
      onClose={close}
      size={isPhone ? '100%' : width}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Flex justify="flex-end" align="center" gap={8} wrap>
          <UnsavedMark isDirty={isDirty} />
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={onSave} data-testid={`${testId}-save`}>
            {t('action.save')}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
