import type { ComponentType } from 'react';

/** What the click captcha gives back: sent along with the request it guards. */
export type TCaptchaAnswer = { captchaId: string; captchaInfo: string };

/** The click-captcha dialog, handed in by the app (features do not import the captcha feature). */
export type TCaptchaDialog = ComponentType<{
  open: boolean;
  onSuccess: (answer: TCaptchaAnswer) => void;
  onCancel: () => void;
}>;

/** Where a code goes and, for the member's own address, the password that proves it is theirs. */
export type TCodeTarget = { address: string; password?: string };
