import type { Generated } from 'kysely';

/** Tables of PRODUCT.md section 5 built so far; times are Unix seconds, money in cents. */
export interface Database {
  config: ConfigTable;
  user: UserTable;
  user_group: UserGroupTable;
  user_rule: UserRuleTable;
  token: TokenTable;
  store: StoreTable;
  captcha: CaptchaTable;
  verification_code: VerificationCodeTable;
  outbox: OutboxTable;
}

export interface ConfigTable {
  id: Generated<number>;
  name: string;
  group: string;
  /** JSON text: a value, or a `{ "zh-cn": …, "en": … }` map for text shown to users. */
  value: string;
  weigh: number;
}

export interface UserTable {
  id: Generated<number>;
  group_id: number;
  username: string;
  nickname: Generated<string>;
  email: string | null;
  mobile: string | null;
  avatar: Generated<string>;
  gender: Generated<number>;
  birthday: string | null;
  money: Generated<number>;
  score: Generated<number>;
  last_login_time: number | null;
  last_login_ip: Generated<string>;
  login_failure: Generated<number>;
  join_ip: Generated<string>;
  join_time: number;
  motto: Generated<string>;
  password: string;
  shop_id: Generated<number>;
  status: Generated<'enable' | 'disable'>;
  update_time: number;
  create_time: number;
}

export interface UserGroupTable {
  id: Generated<number>;
  name: string;
  /** `*` for every rule, otherwise comma-separated rule ids. */
  rules: string;
  status: Generated<'enable' | 'disable'>;
  update_time: number;
  create_time: number;
}

export interface UserRuleTable {
  id: Generated<number>;
  pid: number;
  type: string;
  /** JSON text of a localized title. */
  title: string;
  name: string;
  path: string;
  icon: Generated<string>;
  menu_type: string | null;
  url: Generated<string>;
  component: Generated<string>;
  keepalive: Generated<number>;
  extend: Generated<string>;
  no_login_valid: Generated<number>;
  weigh: Generated<number>;
  status: Generated<'enable' | 'disable'>;
  update_time: number;
  create_time: number;
}

export interface TokenTable {
  /** sha256 of the token; the token itself is never stored. */
  token: string;
  type: string;
  user_id: number;
  create_time: number;
  expire_time: number;
  /** Groups the auth and refresh tokens of one login, so one login can be revoked as a whole. */
  login_id: Generated<string>;
  /** When a refresh token was rotated; presenting it again afterwards revokes its login. */
  used_time: number | null;
}

export interface StoreTable {
  id: Generated<number>;
  storeuuid: string;
  name: string;
  logo: string;
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
  lat: number | null;
  lng: number | null;
  phone: string;
  hours: string;
  description: string;
  status: 'open' | 'closed';
  is_default: number;
  featured: number;
  update_time: number;
  create_time: number;
}

export interface CaptchaTable {
  /** sha256 of the client's captcha id. */
  key: string;
  /** JSON of the target rectangles, in image pixels, in click order. */
  answer: string;
  attempts: Generated<number>;
  create_time: number;
  expire_time: number;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  event: string;
  /** The email (lower-cased) or mobile the code was sent to. */
  address: string;
  /** HMAC of the code with the app secret: a leaked table gives no usable codes. */
  code_hash: string;
  attempts: Generated<number>;
  ip: Generated<string>;
  create_time: number;
  expire_time: number;
}

/** Messages the `log` mail and SMS drivers deliver here instead of to a provider. */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: Generated<string>;
  body: string;
  create_time: number;
}
