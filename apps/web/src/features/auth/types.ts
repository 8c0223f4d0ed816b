import type { ComponentType, ReactNode } from 'react';

/** What a solved click captcha hands over, to be sent with the request it guards. */
export type TCaptchaAnswer = { captchaId: string; captchaInfo: string };

/** The click captcha dialog, as the captcha feature provides it. */
export type TCaptchaDialog = ComponentType<{
  open: boolean;
  onSuccess: (answer: TCaptchaAnswer) => void;
  onCancel: () => void;
}>;

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
