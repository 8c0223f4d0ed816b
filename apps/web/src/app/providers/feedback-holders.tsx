import { TIMING } from '@storefront/shared';
import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { registerFeedback } from '../../lib/feedback';

const NOTIFICATION = { duration: TIMING.notificationDuration / 1000, top: 72, stack: false } as const;
const MESSAGE = { maxCount: 3, top: 72 } as const;

/** antd's message, notification and modal hooks, their holders rendered here and their API handed out. */
function Holders() {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE);
  const [notificationApi, notificationHolder] = notification.useNotification(NOTIFICATION);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    registerFeedback({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}

/** The toasts and dialogs, in the app's theme and language. */
export default function FeedbackHolders() {
  return (
    <AntdScope>
      <Holders />
    </AntdScope>
  );
}
