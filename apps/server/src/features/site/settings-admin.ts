import {
  SECRET_MASK,
  type TChatHost,
  type TDeliveryEditBody,
  type TMailSettings,
  type TSettingsEditBody,
  type TSettingsView,
  type TSmsSettings,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TQueryable } from '../../db/database.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { parseJsonText } from '../../lib/localized.js';
import { decryptSecret, encryptSecret } from '../../lib/secret-box.js';
import { listConfig, saveSetting } from './repo.js';
import { readMail, readSections, readSms, settingRows, type TStoredValues } from './stored-settings.js';

/** The settings' sections as the console edits them. */
type TSettingsSections = Omit<TSettingsView, 'environment'>;

/** What the server's environment decides next to the settings, shown beside them. */
export interface TSettingsEnvironment {
  captchaOff: boolean;
  chatHosts: TChatHost[];
}

/** Mail and SMS settings: secrets opened for sending, masked for an owner's browser. */
export interface TDeliverySettings {
  mail: TMailSettings;
  sms: TSmsSettings;
}

export const storedValuesOf = (rows: { name: string; value: string }[]): TStoredValues =>
  new Map(rows.map((row) => [row.name, parseJsonText(row.value)]));

const storedValues = async (db: TQueryable) => storedValuesOf(await listConfig(db));

const masked = (sealed: string) => (sealed ? SECRET_MASK : '');

/** Mail and SMS as an owner sees them: every field, each secret only as the mask ('' when none is set). */
function maskedDelivery(values: TStoredValues): TDeliverySettings {
  const mail = readMail(values);
  const sms = readSms(values);
  return {
    mail: { ...mail, pass: masked(mail.pass) },
    sms: { ...sms, accessKeySecret: masked(sms.accessKeySecret) },
  };
}

/**
 * Opens the stored secrets. One that cannot be opened (APP_SECRET changed since it was saved) counts as unset,
 * with a warning, so the sign-in pages keep working and the provider's refusal says what is wrong.
 */
export function openDelivery(
  values: TStoredValues,
  appSecret: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): TDeliverySettings {
  const open = (sealed: string) => {
    if (!sealed) return '';
    try {
      return decryptSecret(sealed, appSecret);
    } catch (error) {
      log.warn({ err: error }, 'a saved mail or SMS secret cannot be opened: save it again in the console');
      return '';
    }
  };
  const mail = readMail(values);
  const sms = readSms(values);
  return {
    mail: { ...mail, pass: open(mail.pass) },
    sms: { ...sms, accessKeySecret: open(sms.accessKeySecret) },
  };
}

/** A secret as the form sends it back: the mask keeps the stored one, '' clears it, anything else is sealed. */
function nextSecret(sent: string, stored: string, appSecret: string): string {
  if (sent === SECRET_MASK) return stored;
  return sent ? encryptSecret(sent, appSecret) : '';
}

function pick<T extends object>(value: T, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key))) as Partial<T>;
}

const sectionsIn = (body: object) =>
  Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);

/**
 * The console's side of the site settings: reads them whole (both languages), saves the sections an operator
 * sent with the change in the operator log, and keeps mail and SMS secrets sealed at rest and masked in transit.
 */
export function createSettingsAdmin(options: {
  db: TDb;
  appSecret: string;
  environment: TSettingsEnvironment;
  invalidate: () => void;
}) {
  const { db, appSecret, environment } = options;

  return {
    async view() {
      return { ...readSections(await storedValues(db)), environment };
    },

    /** Saves the sections sent in one transaction with the caller's `onChange` (id `site`). */
    async edit(body: TSettingsEditBody, onChange: TOnChange<Partial<TSettingsSections>, 'site'>) {
      const saved = await db.transaction().execute(async (trx) => {
        const values = await storedValues(trx);
        for (const row of settingRows(body, values)) {
          await saveSetting(trx, { name: row.name, group: row.group, value: JSON.stringify(row.value) });
        }
        const after = readSections(await storedValues(trx));
        const sections = sectionsIn(body);
        await onChange(
          { id: 'site', before: pick(readSections(values), sections), after: pick(after, sections) },
          trx,
        );
        return after;
      });
      options.invalidate();
      return { ...saved, environment };
    },

    delivery: async () => maskedDelivery(await storedValues(db)),

    /** Saves mail or SMS in one transaction with the caller's `onChange` (id `delivery`). */
    async editDelivery(
      body: TDeliveryEditBody,
      onChange: TOnChange<Partial<TDeliverySettings> & { replaced?: string[] }, 'delivery'>,
    ) {
      const saved = await db.transaction().execute(async (trx) => {
        const values = await storedValues(trx);
        const replaced: string[] = [];
        if (body.mail) {
          const pass = nextSecret(body.mail.pass, readMail(values).pass, appSecret);
          if (pass !== readMail(values).pass) replaced.push('mail.pass');
          await saveSetting(trx, {
            name: 'mail',
            group: 'mail',
            value: JSON.stringify({ ...body.mail, pass }),
          });
        }
        if (body.sms) {
          const stored = readSms(values).accessKeySecret;
          const accessKeySecret = nextSecret(body.sms.accessKeySecret, stored, appSecret);
          if (accessKeySecret !== stored) replaced.push('sms.accessKeySecret');
          await saveSetting(trx, {
            name: 'sms',
            group: 'sms',
            value: JSON.stringify({ ...body.sms, accessKeySecret }),
          });
        }
        const after = maskedDelivery(await storedValues(trx));
        const sections = sectionsIn(body);
        // The masks look the same before and after, so `replaced` says which secrets were given new values.
        await onChange(
          {
            id: 'delivery',
            before: pick(maskedDelivery(values), sections),
            after: { ...pick(after, sections), replaced },
          },
          trx,
        );
        return after;
      });
      options.invalidate();
      return saved;
    },
  };
}

export type TSettingsAdmin = ReturnType<typeof createSettingsAdmin>;
