import { z } from 'zod';
import { zAccount, zPassword } from '../validation/rules.js';
import { ACCOUNT_CHANNELS } from './auth.js';
import { zCode } from './codes.js';
import { zText } from './fields.js';

/** Profile limits of the member centre. */
export const PROFILE_LIMITS = { nicknameMax: 20, mottoMax: 120, avatarMax: 255 } as const;
/** Nicknames: CJK characters, letters, digits, `_` and `-`. */
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_-]+$/u;
export const GENDERS = [0, 1, 2] as const;

/** `data` of GET /api/account/overview: the last 7 days (Asia/Shanghai), net change per day. */
export const ZOverview = z.object({
  days: z.array(z.string()),
  score: z.array(z.number().int()),
  money: z.array(z.string()),
});
export type TOverview = z.infer<typeof ZOverview>;

/** A balance log row; amounts are 2-decimal strings, the change signed. */
export const ZBalanceLog = z.object({
  id: z.number().int(),
  money: z.string(),
  before: z.string(),
  after: z.string(),
  memo: z.string(),
  create_time: z.number().int(),
});
export type TBalanceLog = z.infer<typeof ZBalanceLog>;

export const ZIntegralLog = z.object({
  id: z.number().int(),
  score: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  memo: z.string(),
  create_time: z.number().int(),
});
export type TIntegralLog = z.infer<typeof ZIntegralLog>;

/** A page of a list: `{list, total}`. */
export type TPage<T> = { list: T[]; total: number };

/** The latest date that is already today somewhere on Earth (UTC+14), so no member's today is "future". */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

const isPastDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && value <= latestToday();
};

/** `POST /api/account/profile`: what a member may change about themselves; `id`, money and points are not here. */
export const ZProfileBody = z.object({
  /** An uploaded file's path, an http(s) image address, or empty for the default avatar. */
  avatar: zText(PROFILE_LIMITS.avatarMax).refine(
    (value) => value === '' || /^\/storage\/[\w/.-]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/.test(value),
    'validation.invalid',
  ),
  username: zAccount,
  nickname: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(PROFILE_LIMITS.nicknameMax, 'validation.nickname')
    .regex(NICKNAME_PATTERN, 'validation.nickname'),
  gender: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], 'validation.invalid')),
  birthday: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isPastDate(value)),
      'validation.birthday',
    )
    .default(''),
  motto: z.string().trim().max(PROFILE_LIMITS.mottoMax, 'validation.motto').default(''),
});
export type TProfileBody = z.infer<typeof ZProfileBody>;

/** `data` of GET /api/account/profile. */
export const ZProfileConfig = z.object({ accountVerificationType: z.array(z.enum(ACCOUNT_CHANNELS)) });

export const ZChangePasswordBody = z.object({
  oldPassword: z.string().min(1, 'validation.required').max(64, 'validation.password'),
  newPassword: zPassword,
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** Step 1 of changing a binding: prove the current address with a code (event `user_*_verify`). */
export const ZVerificationBody = z.object({
  type: z.enum(ACCOUNT_CHANNELS, 'validation.invalid'),
  captcha: zCode,
});
export type TVerificationBody = z.infer<typeof ZVerificationBody>;

/** `data` of POST /api/account/verification: proof for step 2, valid 10 minutes. */
export const ZAccountVerification = z.object({
  type: z.enum(ACCOUNT_CHANNELS),
  accountVerificationToken: z.string(),
});
export type TAccountVerification = z.infer<typeof ZAccountVerification>;

/** Account verification tokens are valid 10 minutes. */
export const ACCOUNT_VERIFICATION_TTL_SECONDS = 600;

/** Step 2: bind the new address with its code (event `user_change_*`); a first binding proves the password. */
export const ZChangeBindBody = z.object({
  type: z.enum(ACCOUNT_CHANNELS, 'validation.invalid'),
  captcha: zCode,
  email: zText(100),
  mobile: zText(20),
  accountVerificationToken: zText(128),
  password: zText(64),
});
export type TChangeBindBody = z.infer<typeof ZChangeBindBody>;
