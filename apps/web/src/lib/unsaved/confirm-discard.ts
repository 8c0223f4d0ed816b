import { showConfirm } from '../feedback';
import { translate } from '../i18n/i18n';

const TEXTS = {
  leave: { title: 'app:unsaved.leaveTitle', stay: 'app:unsaved.stay', discard: 'app:unsaved.leave' },
  close: { title: 'app:unsaved.closeTitle', stay: 'app:unsaved.keepEditing', discard: 'app:unsaved.discard' },
} as const;

/**
 * Asks, in the reader's language, whether to drop unsaved edits by leaving the page or closing its form;
 * resolves true when they choose to. Staying is the button in focus, so Enter does not throw the edits away.
 */
export function confirmDiscard(kind: keyof typeof TEXTS): Promise<boolean> {
  const texts = TEXTS[kind];
  return new Promise((resolve) => {
    showConfirm({
      title: translate(texts.title),
      content: translate('app:unsaved.text'),
      okText: translate(texts.discard),
      cancelText: translate(texts.stay),
      okButtonProps: { danger: true, 'data-testid': 'unsaved-discard' },
      cancelButtonProps: { 'data-testid': 'unsaved-stay' },
      autoFocusButton: 'cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** Closes a drawer's or dialog's form at once when nothing changed; else only once the person agrees. */
export function askBeforeClose(isDirty: boolean, close: () => void): void {
  if (!isDirty) {
    close();
    return;
  }
  void confirmDiscard('close').then((isDiscarding) => {
    if (isDiscarding) close();
  });
}
