import type { TCaptchaDialog } from '../../components/verification-code/types';
import { lazyDialog } from '../../lib/lazy-dialog';

/**
 * The click-captcha dialog the app hands to the sign-in, account and console forms: its code comes the first
 * time a form asks for it, or once the page is idle.
 */
export const CaptchaDialog: TCaptchaDialog = lazyDialog(() =>
  import('../../features/captcha').then((m) => m.ClickCaptchaModal),
);
