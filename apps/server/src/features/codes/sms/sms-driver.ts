import type { TCodeEvent, TLanguage } from '@storefront/shared';

/** One verification-code text message to a mainland mobile number. */
export interface TSmsMessage {
  mobile: string;
  /** What the code is for; `test` for an operator's test message. */
  event: TCodeEvent | 'test';
  code: string;
  lang: TLanguage;
  /** The whole message in the member's language, for drivers that send free text. */
  text: string;
}

/** How SMS leave the server: `log` (outbox table) or a provider; all behind this one call. */
export interface SmsDriver {
  readonly name: string;
  /** Delivers the message or throws; the caller turns a throw into a generic failure and keeps the code unsent. */
  send(message: TSmsMessage): Promise<void>;
}
