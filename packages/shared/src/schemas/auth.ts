import { z } from 'zod';
import { isAccount, isEmail, isMobile, zAccount, zEmail, zMobile, zPassword } from '../validation/rules.js';
import { zCaptchaId } from './captcha.js';
import { zCode } from './codes.js';
import { zFlag, zText } from './fields.js';
import { ZUserInfo } from './site.js';

/** Where a code or a binding goes. */
export const ACCOUNT_CHANNELS = ['email', 'mobile'] as const;
export type TAccountChannel = (typeof ACCOUNT_CHANNELS)[number];

/** Tokens: auth 3 days; refresh 30 days, only with "remember me". */
export const TOKEN_TTL = { authSeconds: 3 * 24 * 3600, refreshSeconds: 30 * 24 * 3600 } as const;

/** The login name may be a username, an email or a mobile. */
export const zLoginAccount = z
  .string()
  .trim()
  .max(100, 'validation.account')
  .refine((value) => isAccount(value) || isEmail(value) || isMobile(value), 'validation.account');

/** Which column a login name refers to. */
export function loginAccountKind(value: string): 'email' | 'mobile' | 'username' {
  if (isEmail(value)) return 'email';
  if (isMobile(value)) return 'mobile';
  return 'username';
}

const zOptionalCaptchaId = z.union([z.literal(''), zCaptchaId]).default('');

export const ZLoginBody = z.object({
  tab: z.literal('login'),
  username: zLoginAccount,
  password: zPassword,
  keep: zFlag.default(false),
  captchaId: zOptionalCaptchaId,
  captchaInfo: zText(200),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZRegisterBody = z
  .object({
    tab: z.literal('register'),
    username: zAccount,
    password: zPassword,
    registerType: z.enum(ACCOUNT_CHANNELS, 'validation.invalid'),
    email: zText(100),
    mobile: zText(20),
    captcha: zCode,
    keep: zFlag.default(false),
  })
  .superRefine((body, ctx) => {
    const field = body.registerType;
    const valid = field === 'email' ? zEmail.safeParse(body.email) : zMobile.safeParse(body.mobile);
    if (!valid.success) {
      ctx.addIssue({ code: 'custom', path: [field], message: `validation.${field}` });
    }
  });
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** `POST /api/user/checkIn`: the login tab or the register tab. */
export const ZCheckInBody = z.discriminatedUnion('tab', [ZLoginBody, ZRegisterBody], 'validation.invalid');
export type TCheckInBody = z.infer<typeof ZCheckInBody>;

/** `data` of `GET /api/user/checkIn`. */
export const ZCheckInConfig = z.object({
  userLoginCaptchaSwitch: z.boolean(),
  accountVerificationType: z.array(z.enum(ACCOUNT_CHANNELS)),
});
export type TCheckInConfig = z.infer<typeof ZCheckInConfig>;

/** An email or a mobile, matching the chosen channel. */
const zChannelAccount = z.object({
  type: z.enum(ACCOUNT_CHANNELS, 'validation.invalid'),
  account: z.string().trim().max(100, 'validation.invalid'),
});
function refineChannelAccount(body: z.infer<typeof zChannelAccount>, ctx: z.RefinementCtx) {
  const valid = body.type === 'email' ? zEmail.safeParse(body.account) : zMobile.safeParse(body.account);
  if (!valid.success) ctx.addIssue({ code: 'custom', path: ['account'], message: `validation.${body.type}` });
}

export const ZCodeLoginBody = zChannelAccount
  .extend({ captcha: zCode, keep: zFlag.default(false) })
  .superRefine(refineChannelAccount);
export type TCodeLoginBody = z.infer<typeof ZCodeLoginBody>;

export const ZRetrievePasswordBody = zChannelAccount
  .extend({ captcha: zCode, password: zPassword })
  .superRefine(refineChannelAccount);
export type TRetrievePasswordBody = z.infer<typeof ZRetrievePasswordBody>;

/** Logout and refresh read `refreshToken`; logout also accepts BuildAdmin's `refresh_token`. */
export const ZLogoutBody = z
  .object({ refreshToken: zText(128), refresh_token: zText(128) })
  .transform((body) => ({ refreshToken: body.refreshToken || body.refresh_token }));

export const ZRefreshTokenBody = z.object({
  refreshToken: z.string().trim().min(1, 'validation.required').max(128, 'validation.invalid'),
});

/** `data` of a successful login, registration or code login. */
export const ZLoginResult = z.object({ userInfo: ZUserInfo, routePath: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** `data` of `POST /api/common/refreshToken`. */
export const ZRefreshResult = z.object({
  type: z.literal('user-refresh'),
  token: z.string(),
  refresh_token: z.string(),
});
export type TRefreshResult = z.infer<typeof ZRefreshResult>;
