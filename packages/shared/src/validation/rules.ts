import { z } from 'zod';

/** Account and password lengths, in one place for the forms and the server. */
export const LIMITS = {
  accountMin: 3,
  accountMax: 15,
  passwordMin: 6,
  passwordMax: 32,
} as const;

/** Starts with a letter; letters, digits and underscore; 3 to 15 characters in all. */
export const ACCOUNT_PATTERN = new RegExp(
  `^[a-zA-Z][a-zA-Z0-9_]{${LIMITS.accountMin - 1},${LIMITS.accountMax - 1}}$`,
);
/** 6 to 32 characters of anything but & < > " ' and line breaks. */
export const PASSWORD_PATTERN = new RegExp(`^[^&<>"'\\r\\n]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`);
/** Mainland China mobile numbers. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A name: starts with a letter, CJK character or underscore; then also digits. */
export const NAME_PATTERN = /^[\p{L}_][\p{L}\p{N}_]*$/u;
export const FLOAT_PATTERN = /^-?\d+(\.\d+)?$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write it on a page: digits, spaces, `+ - ( )` and the extension marks `# ,`. */
export const PHONE_PATTERN = /^(?=.*\d)[\d\s+\-()#,]*$/;
/** The longest phone number a store card or the site's contact settings keep. */
export const PHONE_MAX = 30;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** Resident ID number: 15 digits (old cards) or 18 with a valid GB 11643 check character. */
export function isIdNumber(value: string): boolean {
  if (/^\d{15}$/.test(value)) return true;
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] === value[17]?.toUpperCase();
}

export const isAccount = (value: string): boolean => ACCOUNT_PATTERN.test(value);
export const isPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isName = (value: string): boolean => NAME_PATTERN.test(value);
export const isFloat = (value: string): boolean => FLOAT_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value) && value.length <= 100;
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/** Rich-text content that shows nothing (only tags, `&nbsp;` and whitespace) counts as empty. */
export function isEditorEmpty(html: string): boolean {
  const text = html
    .replace(/<(img|video|iframe|audio)\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ');
  return text.trim() === '';
}

/** zod fields for the rules; each message is a key of the shared catalogue. */
export const zAccount = z.string().trim().regex(ACCOUNT_PATTERN, 'validation.account');
export const zPassword = z.string().regex(PASSWORD_PATTERN, 'validation.password');
export const zMobile = z.string().trim().regex(MOBILE_PATTERN, 'validation.mobile');
export const zEmail = z.string().trim().refine(isEmail, 'validation.email');
/** A phone number, or '' when none is given (a store's and the site's contact numbers). */
export const zPhone = z
  .string()
  .trim()
  .max(PHONE_MAX, 'validation.tooLong')
  .refine((value) => value === '' || isPhone(value), 'validation.phone');
export const zName = z.string().trim().regex(NAME_PATTERN, 'validation.name');
export const zIdNumber = z.string().trim().refine(isIdNumber, 'validation.idNumber');
export const zFloat = z.string().trim().regex(FLOAT_PATTERN, 'validation.float');
export const zRequired = z.string().trim().min(1, 'validation.required');
export const zEditorRequired = z.string().refine((value) => !isEditorEmpty(value), 'validation.contentEmpty');
