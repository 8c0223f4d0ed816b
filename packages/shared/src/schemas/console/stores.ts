import { z } from 'zod';
import { OPENING_RANGES_MAX, parseOpeningHours, type TOpeningRange } from '../../helpers/opening-state.js';
import { PHONE_MAX, zPhone } from '../../validation/rules.js';
import { isImageReference } from '../account.js';
import { zBilingual, zBilingualRequired, zFlag } from '../fields.js';
import { STORE_STATUSES, ZStoreCard, zAreaCode, zLatitude, zLongitude } from '../stores.js';
import { zFilter, zListQuery, zRowId } from './list.js';

/** Limits of a store's fields, for the store forms and the server. */
export const STORE_FIELD_LIMITS = {
  nameMax: 60,
  logoMax: 255,
  addressMax: 200,
  phoneMax: PHONE_MAX,
  descriptionMax: 2000,
  /** Opening hours are at most this many time ranges a day. */
  hoursRangesMax: OPENING_RANGES_MAX,
} as const;

/** The stored text of opening ranges: `08:00-22:00, 23:00-02:00`. */
export const formatOpeningHours = (ranges: readonly TOpeningRange[]): string =>
  ranges.map((range) => `${range.start}-${range.end}`).join(', ');

/**
 * Opening hours as text, so listings, cards and the chat show them as they are: ranges `HH:MM-HH:MM` separated
 * by commas, stored normalised (`8:00 - 22:00` is kept as `08:00-22:00`); '' when not given.
 */
export const zOpeningHours = z
  .string()
  .trim()
  .max(100, 'validation.openingHours')
  .refine((text) => parseOpeningHours(text) !== null, 'validation.openingHours')
  .transform((text) => formatOpeningHours(parseOpeningHours(text) ?? []));

const zOptionalAreaCode = z.union([z.literal(''), zAreaCode]).default('');

const zTextUpTo = (max: number) => z.string().trim().max(max, 'validation.tooLong');

/** The rule of a store's text in one language, the same in both: the forms check each input with it. */
export const STORE_TEXT_RULES = {
  name: z.string().trim().max(STORE_FIELD_LIMITS.nameMax, 'validation.storeName'),
  address: zTextUpTo(STORE_FIELD_LIMITS.addressMax),
  description: zTextUpTo(STORE_FIELD_LIMITS.descriptionMax),
} as const;

const NO_TEXT = { 'zh-cn': '', en: '' };

/**
 * What a store's card says, as the console and the store owner edit it. Name, address and description are
 * written per language (the name in at least one), under the same limits in both. `logo` is a path an upload answered
 * (`/storage/…`) or an http(s) image; lat/lng both or neither; area codes from the area cascader, checked
 * against the area data by the server (a city within its province, a district within its city).
 */
export const ZStoreFields = z.object({
  name: zBilingualRequired(STORE_TEXT_RULES.name),
  logo: z
    .string()
    .trim()
    .max(STORE_FIELD_LIMITS.logoMax, 'validation.invalid')
    .refine(isImageReference, 'validation.invalid')
    .default(''),
  province_code: zOptionalAreaCode,
  city_code: zOptionalAreaCode,
  district_code: zOptionalAreaCode,
  address: zBilingual(STORE_TEXT_RULES.address).default(NO_TEXT),
  lat: zLatitude.nullable().default(null),
  lng: zLongitude.nullable().default(null),
  phone: zPhone.default(''),
  hours: zOpeningHours.default(''),
  description: zBilingual(STORE_TEXT_RULES.description).default(NO_TEXT),
});
export type TStoreFields = z.infer<typeof ZStoreFields>;

/** The rules across a store's fields: a location is both coordinates or none; area codes narrow in order. */
export function checkStoreFields(fields: TStoreFields, context: z.RefinementCtx): void {
  if ((fields.lat === null) !== (fields.lng === null)) {
    context.addIssue({
      code: 'custom',
      path: [fields.lat === null ? 'lat' : 'lng'],
      message: 'validation.coordinates',
    });
  }
  if ((fields.city_code && !fields.province_code) || (fields.district_code && !fields.city_code)) {
    context.addIssue({ code: 'custom', path: ['province_code'], message: 'validation.area' });
  }
}

/** What only operators set: whether the store chats and is listed as open, featured, the site's default. */
export const ZStoreOperatorFields = z.object({
  status: z.enum(STORE_STATUSES, 'validation.invalid').default('open'),
  featured: zFlag.default(false),
  /** Making a store the default takes the mark from the one that had it. */
  is_default: zFlag.default(false),
});

/** `POST /api/admin/stores/add`: a new store, with an empty draft and published assistant. */
export const ZStoreAddBody = ZStoreFields.extend(ZStoreOperatorFields.shape).superRefine(checkStoreFields);
export type TStoreAddBody = z.infer<typeof ZStoreAddBody>;

/** `POST /api/admin/stores/edit`: every field, as the form holds them. */
export const ZStoreEditBody = ZStoreFields.extend(ZStoreOperatorFields.shape)
  .extend({ id: zRowId })
  .superRefine(checkStoreFields);
export type TStoreEditBody = z.infer<typeof ZStoreEditBody>;

const zBothTexts = z.object({ 'zh-cn': z.string(), en: z.string() });

/** A store's texts in each language, as the forms edit them (the card has them in the reader's language). */
export const ZStoreTexts = z.object({ name: zBothTexts, address: zBothTexts, description: zBothTexts });
export type TStoreTexts = z.infer<typeof ZStoreTexts>;

/**
 * A store as the console shows it: its card in the reader's language (area names included), its texts in
 * both, its id, the default mark and its times.
 */
export const ZConsoleStore = ZStoreCard.extend({
  localized: ZStoreTexts,
  id: z.number().int(),
  is_default: z.boolean(),
  update_time: z.number().int(),
  create_time: z.number().int(),
});
export type TConsoleStore = z.infer<typeof ZConsoleStore>;

/** A yes/no filter of a console table: absent or empty means either. */
export const zYesNoFilter = zFilter(
  z
    .enum(['0', '1', 'true', 'false'], 'validation.invalid')
    .transform((value) => value === '1' || value === 'true'),
);

/**
 * `GET /api/admin/stores/index`: `quickSearch` looks in the name and the address (either language); the filters narrow by area
 * (a code of any level), status and the featured mark.
 */
export const ZConsoleStoreListQuery = zListQuery([
  'id',
  'name',
  'status',
  'update_time',
  'create_time',
]).extend({
  area: zFilter(zAreaCode),
  status: zFilter(z.enum(STORE_STATUSES, 'validation.invalid')),
  featured: zYesNoFilter,
});
export type TConsoleStoreListQuery = z.infer<typeof ZConsoleStoreListQuery>;

/** `?store_id=` naming the store an assistant, knowledge or conversation page is about. */
export const ZStoreScopeQuery = z.object({ store_id: zRowId });
