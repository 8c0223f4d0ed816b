import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/** antd's themed toasts and dialogs, as its hooks hand them out inside the app's theme. */
export type TFeedback = { message: MessageInstance; notification: NotificationInstance; modal: ModalApi };

let feedback: TFeedback | null = null;
const waiting: ((api: TFeedback) => void)[] = [];
let wantHost: () => void = () => undefined;

/**
 * The app's feedback host hands its API here once loaded; calls made before then run in order as it comes.
 * The host is loaded once the first page is idle, or at once by the first call that needs it.
 */
export function registerFeedback(api: TFeedback): void {
  feedback = api;
  for (const run of waiting.splice(0)) run(api);
}

/** The host says how to make it load now; a call already waiting makes it load at once. */
export function onFeedbackWanted(load: () => void): void {
  wantHost = load;
  if (waiting.length > 0) load();
}

function withFeedback(run: (api: TFeedback) => void): void {
  if (feedback) {
    run(feedback);
    return;
  }
  waiting.push(run);
  wantHost();
}

/** Shows an error toast (notification, so it stacks above everything with the configured z-index). */
export function showError(text: string): void {
  withFeedback((api) => api.notification.error({ title: text }));
}

/** A short error at the top of the page, for a refusal right where the visitor acted (a rejected file). */
export function showBriefError(text: string): void {
  withFeedback((api) => api.message.error(text));
}

export function showSuccess(text: string): void {
  withFeedback((api) => api.message.success(text));
}

/** Asks for a confirmation in a dialog; `onOk` may return a promise, during which the button spins. */
export function showConfirm(config: ModalFuncProps): void {
  withFeedback((api) => api.modal.confirm(config));
}

/** A toast whose content the caller builds (a line with an Undo button), shown for `seconds` under `key`. */
export function showToast(content: ReactNode, { key, seconds }: { key: string; seconds: number }): void {
  withFeedback((api) => void api.message.open({ content, key, duration: seconds }));
}

export function closeToast(key: string): void {
  withFeedback((api) => api.message.destroy(key));
}
