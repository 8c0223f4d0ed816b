import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { UnsavedMark } from '../../../components/unsaved-mark';

/** A dialog's Cancel and confirm buttons, the confirm one named for browser tests (`<testId>-ok`). */
export function DialogFooter(props: {
  okText: string;
  isBusy: boolean;
  isDisabled?: boolean;
  /** The dialog's form has unsaved edits: marked beside the buttons. */
  isDirty?: boolean;
  onOk: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation('store-workspace');
  return (
    <Flex justify="flex-end" align="center" gap={8} wrap>
      <UnsavedMark isDirty={props.isDirty ?? false} />
      <Button onClick={props.onCancel}>{t('action.cancel')}</Button>
      <Button
        type="primary"
        loading={props.isBusy}
        disabled={props.isDisabled}
        onClick={props.onOk}
        data-testid={`${props.testId}-ok`}
      >
        {props.okText}
      </Button>
    </Flex>
  );
}
