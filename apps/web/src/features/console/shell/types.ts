import type { ReactNode } from 'react';
import type { TCaptchaDialog } from '../../../components/verification-code/types';

/** What the app hands the console (features do not import each other): switches and the captcha dialog. */
export interface TConsoleChrome {
  /** Language and theme switches for the header and the login page. */
  toolbar: ReactNode;
  Captcha: TCaptchaDialog;
}
