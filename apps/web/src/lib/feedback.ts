import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

type TFeedback = { message: MessageInstance; notification: NotificationInstance };

let feedback: TFeedback | null = null;

/** antd's App registers its themed message/notification API here, for use outside components. */
export function registerFeedback(api: TFeedback): void {
  feedback = api;
}

/** Shows an error toast (notification, so it stacks above everything with the configured z-index). */
export function showError(text: string): void {
  if (feedback) feedback.notification.error({ title: text });
  else console.error(text);
}

export function showSuccess(text: string): void {
  feedback?.message.success(text);
}
