import { z } from 'zod';
import { DEFAULT_AVATAR } from '../protocol.js';
import { zAccount, zPassword } from '../validation/rules.js';
import { ACCOUNT_CHANNELS } from './auth.js';
import { zCode } from './codes.js';
import { zNumeric, zText } from './fields.js';

/** Profile limits of the member centre. */
export const PROFILE_LIMITS = { nicknameMax: 20, mottoMax: 120, avatarMax: 255 } as const;
/** Nicknames: CJK characters, letters, digits, `_` and `-`. */
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_-]+$/u;
export const GENDERS = [0, 1, 2] as const;

/** China Standard Time, the days of a reader who does not say theirs: UTC+8, in minutes. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

/**
 * Query of GET /api/account/overview: the reader's offset from UTC in minutes, east positive (UTC-7 is -420),
 * so that the chart's days are the ones the member's logs show times in. China's when absent.
 */
export const ZOverviewQuery = z.object({
  utc_offset: zNumeric().int().min(-840).max(840).default(CHINA_UTC_OFFSET_MINUTES),
});
export type TOverviewQuery = z.infer<typeof ZOverviewQuery>;

/** `data` of GET /api/account/overview: the last 7 days in the reader's zone, net change per day. */
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

/** The latest date that is already today somewhere on Earth (UTC+14), so no member's today is "future". */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

const isPastDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && value <= latestToday();
};

/** Uploaded files live under `/storage/`; no `..` segment can climb out of it. */
const STORAGE_PATH = /^\/storage\/(?!.*\.\.)[\w/.-]+$/;
const IMAGE_ADDRESS = /^https?:\/\/[^\s"'<>]+$/;

/** A path below this site's `/storage/`, where uploaded files are served. */
export const isStoragePath = (value: string): boolean => STORAGE_PATH.test(value);

/** An image a page shows from our uploads (`/storage/…`) or an http(s) address; empty for none. */
export const isImageReference = (value: string): boolean =>
  value === '' || STORAGE_PATH.test(value) || IMAGE_ADDRESS.test(value);

/**
 * The avatar to store for what a client sends back: the default image the server hands out is stored as empty,
 * and a full URL of one of our own uploads (on the CDN or on this host) as its relative `/storage/…` path, so a
 * later CDN change still finds it. Other addresses stay as sent.
 */
export function toStoredAvatar(avatar: string, ownBases: readonly string[]): string {
  if (avatar === DEFAULT_AVATAR) return '';
  for (const base of ownBases) {
    const prefix = base.replace(/\/+$/, '');
    if (prefix === '' || !avatar.toLowerCase().startsWith(prefix.toLowerCase())) continue;
    const path = avatar.slice(prefix.length);
    if (STORAGE_PATH.test(path)) return path;
  }
  return avatar;
}

/** An optional text a client may send as `null` (BuildAdmin's client posts its whole user info back). */
const zNullableText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), schema);

/**
 * `POST /api/account/profile`: what a member may change about themselves; `id`, money, points and any other field
 * of the user info a client posts back are ignored.
 */
export const ZProfileBody = z.object({
  /** An uploaded file's path or full URL, an http(s) image address, the default image, or empty. */
  avatar: zNullableText(
    zText(PROFILE_LIMITS.avatarMax).refine(
      (value) => value === DEFAULT_AVATAR || isImageReference(value),
      'validation.invalid',
    ),
  ),
  username: zAccount,
  nickname: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(PROFILE_LIMITS.nicknameMax, 'validation.nickname')
    .regex(NICKNAME_PATTERN, 'validation.nickname'),
  gender: zNumeric().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], 'validation.invalid')),
  birthday: zNullableText(
    z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isPastDate(value)),
        'validation.birthday',
      ),
  ),
  motto: zNullableText(z.string().trim().max(PROFILE_LIMITS.mottoMax, 'validation.motto')),
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
