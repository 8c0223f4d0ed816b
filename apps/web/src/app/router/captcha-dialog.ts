import { loadInAntdScope } from '../../components/antd-part';
import type { TCaptchaDialog } from '../../components/verification-code/types';
import { lazyDialog } from '../../lib/lazy-dialog';

/**
 * The click-captcha dialog the app hands to the sign-in, account and console forms: its code comes the first
 * time a form asks for it, or once the page is idle, with antd's theme (the sign-in page is drawn without it).
 */
export const CaptchaDialog: TCaptchaDialog = lazyDialog(() =>
  loadInAntdScope(() => import('../../features/captcha').then((m) => m.ClickCaptchaModal)),
);
