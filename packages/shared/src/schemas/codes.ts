import { z } from 'zod';
import { zEmail, zMobile, zPassword } from '../validation/rules.js';
import { zCaptchaId } from './captcha.js';
import { zText } from './fields.js';

/** What a verification code is for; each code is bound to its address and one event. */
export const CODE_EVENTS = [
  'user_register',
  'user_login',
  'user_retrieve_pwd',
  'user_email_verify',
  'user_mobile_verify',
  'user_change_email',
  'user_change_mobile',
] as const;
export type TCodeEvent = (typeof CODE_EVENTS)[number];

/**
 * Codes: 6 digits, valid 10 minutes, resend after 60 s, dead after 5 wrong tries, so guessing one is hopeless
 * within its lifetime.
 */
export const VERIFICATION_CODE = { length: 6, ttlSeconds: 600, resendSeconds: 60, maxWrongTries: 5 } as const;

export const zCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE.length}}$`), 'validation.code');

const zEvent = z.enum(CODE_EVENTS, 'validation.invalid');
const zOptionalPassword = z.union([z.literal(''), zPassword]).optional();

/** What a request for a code carries besides where to send it: the click captcha's answer, maybe a password. */
const sendChecks = {
  captchaId: z.union([z.literal(''), zCaptchaId]).default(''),
  captchaInfo: zText(200),
  password: zOptionalPassword,
};

export const ZEmsSendBody = z.object({ email: zEmail, event: zEvent, ...sendChecks });
export type TEmsSendBody = z.infer<typeof ZEmsSendBody>;

export const ZSmsSendBody = z.object({ mobile: zMobile, template_code: zEvent, ...sendChecks });
export type TSmsSendBody = z.infer<typeof ZSmsSendBody>;
