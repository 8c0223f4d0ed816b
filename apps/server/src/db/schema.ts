import type { Generated } from 'kysely';
import type {
  ChatUsageTable,
  ConversationTable,
  HandoffTable,
  MessageTable,
  VisitorTable,
} from './schema.chat.js';

export type { ChatUsageTable, ConversationTable, HandoffTable, MessageTable, VisitorTable };

/** Every table; times are Unix seconds, money in cents. */
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
  user_money_log: UserMoneyLogTable;
  user_score_log: UserScoreLogTable;
  points_hold: PointsHoldTable;
  attachment: AttachmentTable;
  area: AreaTable;
  assistant: AssistantTable;
  knowledge: KnowledgeTable;
  assistant_check: AssistantCheckTable;
  visitor: VisitorTable;
  conversation: ConversationTable;
  message: MessageTable;
  chat_usage: ChatUsageTable;
  handoff: HandoffTable;
  content: ContentTable;
  admin: AdminTable;
  /** An operator's tokens: the columns of `token`, `user_id` naming the operator. */
  admin_token: TokenTable;
  admin_log: AdminLogTable;
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
  /**
   * A rotated refresh token's successor pair, sealed with a key derived from the rotated token itself
   * (`features/auth/successor.ts`): presented again within the grace window it answers that pair.
   */
  successor: string | null;
  /** When the login last made a request (every row of the login), for the console's idle timeout. */
  seen_time: number | null;
}

/** `name`, `address` and `description` are Chinese (the default language), their `_en` columns English; '' unwritten. */
export interface StoreTable {
  id: Generated<number>;
  storeuuid: string;
  name: string;
  name_en: Generated<string>;
  logo: string;
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
  address_en: Generated<string>;
  lat: number | null;
  lng: number | null;
  phone: string;
  hours: string;
  description: string;
  description_en: Generated<string>;
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

/** One change of a member's balance (cents) or points; `before + change = after`, never below zero. */
interface LedgerLogColumns {
  id: Generated<number>;
  user_id: number;
  before: number;
  after: number;
  memo: Generated<string>;
  /** Set by callers that may retry: a second write with the same key is refused by the unique index. */
  idempotency_key: string | null;
  create_time: number;
}
export interface UserMoneyLogTable extends LedgerLogColumns {
  money: number;
}
export interface UserScoreLogTable extends LedgerLogColumns {
  score: number;
}

/** Points set aside for a chat answer still streaming; a member can spend `score` minus their unexpired holds.
 * The answering process pushes `expire_time` on while the answer lives, so one that died lets its holds lapse. */
export interface PointsHoldTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  expire_time: number;
  create_time: number;
}

export interface AttachmentTable {
  id: Generated<number>;
  topic: Generated<string>;
  user_id: number | null;
  /** Server-chosen path below the storage root, e.g. `/storage/avatar/20261123/9f…c1.png`. */
  url: string;
  width: Generated<number>;
  height: Generated<number>;
  /** The uploader's file name: metadata only, never part of a path. */
  name: Generated<string>;
  size: number;
  mimetype: string;
  suffix: Generated<string>;
  storage: Generated<string>;
  sha1: string;
  quote: Generated<number>;
  last_upload_time: number;
  create_time: number;
}

/** Provinces (level 1), cities (2) and districts (3) of mainland China; `id` is the numeric code. */
export interface AreaTable {
  id: number;
  pid: number;
  level: number;
  name: string;
  shortname: string;
  code: string;
  lng: number | null;
  lat: number | null;
}

/** A store's assistant: `published` answers `agent` and `client`, `draft` answers `testagent`. */
export interface AssistantTable {
  id: Generated<number>;
  store_id: number;
  variant: 'published' | 'draft';
  /** Public key the chat pages send with every call. */
  chatkey: string;
  /** JSON `{ "zh-cn": …, "en": … }`. */
  name: string;
  system_prompt: Generated<string>;
  /** JSON `{ "zh-cn": …, "en": … }`. */
  welcome: Generated<string>;
  /** JSON `{ "zh-cn": string[], "en": string[] }`. */
  suggestions: Generated<string>;
  provider: Generated<'default' | 'builtin' | 'openai-compatible'>;
  base_url: Generated<string>;
  model: Generated<string>;
  /** AES-256-GCM with a key derived from APP_SECRET; never logged, never sent. */
  api_key_encrypted: Generated<string>;
  free_count: Generated<number>;
  loginset: Generated<number>;
  score_per_message: Generated<number>;
  /** How many earlier question/answer pairs go to a model as context. */
  context_turns: Generated<number>;
  /** The published assistant's answer-check figures when it was published (JSON `TAnswerFigures`), or ''. */
  evaluation: Generated<string>;
  update_time: number;
  create_time: number;
}

/** An answer check of a store's assistant; `entry_lang`/`entry_question` name the entry expected ('' none). */
export interface AssistantCheckTable {
  id: Generated<number>;
  store_id: number;
  kind: 'paraphrase' | 'answered' | 'refusal';
  lang: string;
  question: string;
  entry_lang: Generated<string>;
  entry_question: Generated<string>;
  create_time: number;
}

export interface KnowledgeTable {
  id: Generated<number>;
  assistant_id: number;
  lang: string;
  question: string;
  answer: string;
  tags: Generated<string>;
  weigh: Generated<number>;
  /** A disabled entry is kept (and published with the draft), but no answer uses it. */
  status: Generated<'enable' | 'disable'>;
  create_time: number;
}

/** An article in one language: help centre (`instructions`), `guide`, `example` or site `doc`. */
export interface ContentTable {
  id: Generated<number>;
  type: 'instructions' | 'guide' | 'example' | 'doc';
  /** The article's number within its type, shared by its languages' versions: the `id` the API shows. */
  number: number;
  /** Slug, unique per type and language; the languages' versions of one article share it. */
  name: string;
  lang: string;
  title: string;
  summary: Generated<string>;
  markdown: string;
  /** JSON; examples keep `{storeuuid, turns}` here. */
  extra: Generated<string>;
  /** Higher first. */
  weigh: Generated<number>;
  status: Generated<'enable' | 'disable'>;
  update_time: number;
  create_time: number;
}

/** An operator of the console: apart from members, with a role (`owner` runs everything, `editor` the content). */
export interface AdminTable {
  id: Generated<number>;
  username: string;
  nickname: Generated<string>;
  password: string;
  role: 'owner' | 'editor';
  status: Generated<'enable' | 'disable'>;
  login_failure: Generated<number>;
  last_login_time: number | null;
  last_login_ip: Generated<string>;
  update_time: number;
  create_time: number;
}

/** One change an operator made; `before` and `after` are JSON with secrets masked. */
export interface AdminLogTable {
  id: Generated<number>;
  admin_id: number;
  username: string;
  /** What was done, e.g. `stores.edit`. */
  action: string;
  /** The kind of row changed (`store`, `member`, `settings`…) and its id. */
  target: Generated<string>;
  target_id: Generated<string>;
  before: Generated<string>;
  after: Generated<string>;
  ip: Generated<string>;
  useragent: Generated<string>;
  /** Whose id `admin_id` is: an operator's, or a member's (a store owner's change in My store). */
  actor: Generated<'operator' | 'member'>;
  create_time: number;
}
