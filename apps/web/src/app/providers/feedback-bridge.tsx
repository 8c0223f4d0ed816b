import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '../../lib/feedback';

/** Hands antd's themed message/notification API to code outside React (the http client). */
export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    registerFeedback({ message, notification });
  }, [message, notification]);
  return null;
}
