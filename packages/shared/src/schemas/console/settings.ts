import { z } from 'zod';
import { isEmail, zEmail, zMobile, zPhone } from '../../validation/rules.js';
import { zNumeric } from '../fields.js';
import { AGENT_TYPES } from '../site.js';

/** What the settings endpoints send in place of a stored secret: never the secret, only that one is set. */
export const SECRET_MASK = '******';

/**
 * Where a setting that the environment also names comes from: `env` follows the server's variables (SMTP_URL,
 * SMS_*, CHAT_HOSTS), `console` uses what an operator saved here, which then wins.
 */
export const SETTING_SOURCES = ['env', 'console'] as const;
export const ZSettingSource = z.enum(SETTING_SOURCES, 'validation.invalid');
export type TSettingSource = z.infer<typeof ZSettingSource>;

const zLine = (max: number) => z.string().trim().max(max, 'validation.tooLong');

/** Text shown to users, written once per language; `required` asks for both. */
export const zBilingualText = (max: number, options: { required?: boolean } = {}) => {
  const line = options.required ? zLine(max).min(1, 'validation.required') : zLine(max);
  return z.object({ 'zh-cn': line, en: line });
};
export type TBilingualText = { 'zh-cn': string; en: string };

/** An uploaded file's path on this site (`/storage/…`) or an http(s) URL, or nothing. */
const IMAGE_PATH = /^(\/(?!\/)\S*|https?:\/\/\S+)?$/i;
/** A hostname (no scheme, port or path), as browsers send it in the Host header. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const SUFFIX = String.raw`(\*|\.?[a-z0-9]{1,10})`;
const MIME = String.raw`(\*|[a-z0-9][a-z0-9.+-]*\/(\*|[a-z0-9][a-z0-9.+-]*))`;
const commaList = (item: string) => new RegExp(`^(${item}(\\s*,\\s*${item})*)?$`, 'i');

/** The largest upload limit an operator may set, 1 GiB: the server stages each upload on its disk. */
export const UPLOAD_SIZE_CEILING = 1024 ** 3;
/**
 * The upload limit of a new site, until an operator sets another. deploy/nginx.conf lets upload bodies a
 * little larger through, so the app answers those with its own translated message (deploy/deploy.test.ts).
 */
export const DEFAULT_UPLOAD_MAX_SIZE = 10 * 1024 * 1024;

export const ZSettingsBasics = z.object({
  siteName: zBilingualText(50, { required: true }),
  siteLogo: zLine(255).regex(IMAGE_PATH, 'validation.imagePath'),
  recordNumber: zLine(50),
  siteDescription: zBilingualText(500),
  siteKeywords: zBilingualText(200),
  site_copyright: zBilingualText(200),
});
export type TSettingsBasics = z.infer<typeof ZSettingsBasics>;

export const ZSettingsContact = z.object({
  telephone: zPhone,
  serviceHotline: zPhone,
  contactEmail: zLine(100).refine((value) => value === '' || isEmail(value), 'validation.email'),
  /** The official account's name or QR code image. */
  offiaccount: zLine(255),
  /** The mini program's name or QR code image. */
  miniprogram: zLine(255),
  footer_title: zBilingualText(50),
  footer_describe: zBilingualText(300),
  footer_register: zLine(100),
});
export type TSettingsContact = z.infer<typeof ZSettingsContact>;

/** Upload limits; the types are extensions (`jpg`, `.png`) and mime types (`image/*`), `*` for anything. */
export const ZSettingsUploads = z.object({
  maxSize: zNumeric()
    .int('validation.invalid')
    .min(1024, 'validation.uploadSize')
    .max(UPLOAD_SIZE_CEILING, 'validation.uploadSize'),
  allowedSuffixes: zLine(1000).regex(commaList(SUFFIX), 'validation.suffixList'),
  allowedMimeTypes: zLine(1000).regex(commaList(MIME), 'validation.mimeList'),
});
export type TSettingsUploads = z.infer<typeof ZSettingsUploads>;

export const ZSettingsSecurity = z.object({
  /** Whether member password login asks for the click captcha. */
  userLoginCaptcha: z.boolean('validation.invalid'),
  /** Points a new member gets on registration. */
  registerBonusScore: zNumeric()
    .int('validation.invalid')
    .min(0, 'validation.count')
    .max(1_000_000, 'validation.count'),
});
export type TSettingsSecurity = z.infer<typeof ZSettingsSecurity>;

/** A host that opens the chat at `/` as one agent type. */
export const ZChatHost = z.object({
  host: z.string().trim().toLowerCase().regex(HOSTNAME, 'validation.host'),
  agentType: z.enum(AGENT_TYPES, 'validation.invalid'),
});
export type TChatHost = z.infer<typeof ZChatHost>;

export const ZSettingsChat = z.object({
  chatHostsSource: ZSettingSource,
  chatHosts: z
    .array(ZChatHost)
    .max(20, 'validation.invalid')
    .refine(
      (hosts) => new Set(hosts.map((item) => item.host)).size === hosts.length,
      'validation.duplicateHost',
    ),
  /** The free messages a visitor gets per day from a newly created assistant. */
  assistantFreeCount: zNumeric()
    .int('validation.invalid')
    .min(0, 'validation.count')
    .max(1000, 'validation.count'),
});
export type TSettingsChat = z.infer<typeof ZSettingsChat>;

/** `POST /api/admin/settings/edit`: the sections to save (a tab each); the others stay as they are. */
export const ZSettingsEditBody = z
  .object({
    basics: ZSettingsBasics.optional(),
    contact: ZSettingsContact.optional(),
    uploads: ZSettingsUploads.optional(),
    security: ZSettingsSecurity.optional(),
    chat: ZSettingsChat.optional(),
  })
  .refine((body) => Object.values(body).some((section) => section !== undefined), 'validation.required');
export type TSettingsEditBody = z.infer<typeof ZSettingsEditBody>;
export type TSettingsSection = keyof TSettingsEditBody;

/** `data` of `GET /api/admin/settings/index`: every section but mail and SMS, and what the server's environment says. */
export const ZSettingsView = z.object({
  basics: ZSettingsBasics,
  contact: ZSettingsContact,
  uploads: ZSettingsUploads,
  security: ZSettingsSecurity,
  chat: ZSettingsChat,
  environment: z.object({
    /** CAPTCHA=off: no captcha anywhere, whatever the switch says (never in production). */
    captchaOff: z.boolean(),
    /** CHAT_HOSTS, used while the chat hosts' source is `env`. */
    chatHosts: z.array(ZChatHost),
  }),
});
export type TSettingsView = z.infer<typeof ZSettingsView>;

/** Mail over SMTP. `pass` is sent masked and a masked value saved back keeps the stored password. */
export const ZMailSettingsFields = z.object({
  source: ZSettingSource,
  host: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^$|^[a-z0-9.-]{1,253}$/i, 'validation.host'),
  port: zNumeric().int('validation.invalid').min(1, 'validation.port').max(65535, 'validation.port'),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean('validation.invalid'),
  user: zLine(255),
  pass: z.string().max(255, 'validation.tooLong'),
  fromAddress: zLine(100).refine((value) => value === '' || isEmail(value), 'validation.email'),
  fromName: zLine(100),
});
export const ZMailSettings = ZMailSettingsFields.superRefine((mail, ctx) => {
  if (mail.source !== 'console') return;
  for (const field of ['host', 'fromAddress'] as const) {
    if (!mail[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  }
});
export type TMailSettings = z.infer<typeof ZMailSettingsFields>;

export const SMS_DRIVERS = ['log', 'aliyun'] as const;
export type TSmsDriverName = (typeof SMS_DRIVERS)[number];

/** SMS: `log` keeps messages in the outbox table; `aliyun` sends with one template whose variable is `code`. */
export const ZSmsSettingsFields = z.object({
  source: ZSettingSource,
  driver: z.enum(SMS_DRIVERS, 'validation.invalid'),
  accessKeyId: zLine(100),
  accessKeySecret: z.string().max(200, 'validation.tooLong'),
  signName: zLine(50),
  templateCode: zLine(50),
});
export const ZSmsSettings = ZSmsSettingsFields.superRefine((sms, ctx) => {
  if (sms.source !== 'console' || sms.driver !== 'aliyun') return;
  for (const field of ['accessKeyId', 'accessKeySecret', 'signName', 'templateCode'] as const) {
    if (!sms[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  }
});
export type TSmsSettings = z.infer<typeof ZSmsSettingsFields>;

/** `POST /api/admin/settings/editDelivery` (owners only): mail, SMS or both. */
export const ZDeliveryEditBody = z
  .object({ mail: ZMailSettings.optional(), sms: ZSmsSettings.optional() })
  .refine((body) => body.mail !== undefined || body.sms !== undefined, 'validation.required');
export type TDeliveryEditBody = z.infer<typeof ZDeliveryEditBody>;

/** `data` of `GET /api/admin/settings/delivery` (owners only): secrets masked, and what the environment sets. */
export const ZDeliveryView = z.object({
  mail: ZMailSettingsFields,
  sms: ZSmsSettingsFields,
  environment: z.object({
    /** SMTP_URL's server as `host:port` (never its password), '' when unset: mail then goes to the outbox. */
    mailServer: z.string(),
    mailFrom: z.string(),
    smsDriver: z.enum(SMS_DRIVERS),
  }),
});
export type TDeliveryView = z.infer<typeof ZDeliveryView>;

/** A test mail to an address the operator types, sent with the saved settings. */
export const ZTestMailBody = z.object({ to: zEmail });
/** A test SMS to a mobile the operator types, sent with the saved settings. */
export const ZTestSmsBody = z.object({ mobile: zMobile });
