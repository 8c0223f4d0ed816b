import type { ReactNode } from 'react';

import type { TCaptchaDialog } from '../../components/verification-code/types';

export type { TCaptchaAnswer, TCaptchaDialog } from '../../components/verification-code/types';

/**
 * What the auth pages get from the app, which composes features (they never import each other): the site's
 * brand and switches for the page chrome, the captcha dialog, and the member site-data reload after login.
 */
export type TAuthChrome = {
  brand: ReactNode;
  toolbar: ReactNode;
  Captcha: TCaptchaDialog;
  onLoggedIn: () => Promise<unknown>;
};
