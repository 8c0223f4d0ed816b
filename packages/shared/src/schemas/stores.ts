import { z } from 'zod';
import { PAGE_SIZES } from '../protocol.js';
import { ZPageQuery, zNumeric, zPageSize } from './fields.js';

/** Limits of the store listings, for the search forms and the server. */
export const STORE_LIMITS = {
  keywordMax: 50,
  radiusKmDefault: 10,
  radiusKmMax: 200,
  nearLimitDefault: 20,
  nearLimitMax: 100,
  /** Store cards per page of the listing: rows of 3 or 4 cards come out even. */
  listPageSize: 12,
} as const;

export const zAreaCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.invalid');

const zKeyword = z.string().trim().max(STORE_LIMITS.keywordMax, 'validation.invalid');

/** A plain decimal as a query string carries it; exponents, `Infinity` and empty strings are not coordinates. */
const DECIMAL = /^[-+]?\d{1,3}(\.\d{1,15})?$/;
const readDecimal = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value.trim()) : value;

/** A latitude or longitude within ±`bound` degrees; anything else is 'validation.coordinates'. */
const zDegrees = (bound: number) =>
  z.preprocess(
    readDecimal,
    z
      .number({ error: 'validation.coordinates' })
      .min(-bound, 'validation.coordinates')
      .max(bound, 'validation.coordinates'),
  );

/** A latitude and a longitude as JSON or a query string carries them. */
export const zLatitude = zDegrees(90);
export const zLongitude = zDegrees(180);

/** `GET /api/index/instoLists`: area codes narrow from province to district; the keyword searches text. */
export const ZStoreListQuery = ZPageQuery.extend({
  limit: zPageSize([STORE_LIMITS.listPageSize, ...PAGE_SIZES], PAGE_SIZES[0]),
  province: zAreaCode.optional(),
  city: zAreaCode.optional(),
  district: zAreaCode.optional(),
  keyword: zKeyword.optional(),
});
export type TStoreListQuery = z.infer<typeof ZStoreListQuery>;

/** `GET /api/index/instocate`: the stores within `radius_km` of a point, nearest first. */
export const ZStoreLocateQuery = z.object({
  lat: zLatitude,
  lng: zLongitude,
  radius_km: z
    .preprocess(
      readDecimal,
      z
        .number({ error: 'validation.invalid' })
        .positive('validation.invalid')
        .max(STORE_LIMITS.radiusKmMax, 'validation.invalid'),
    )
    .default(STORE_LIMITS.radiusKmDefault),
  limit: zNumeric().int().min(1).max(STORE_LIMITS.nearLimitMax).default(STORE_LIMITS.nearLimitDefault),
});
export type TStoreLocateQuery = z.infer<typeof ZStoreLocateQuery>;

/** `GET /api/index/instoDetail`. */
export const ZStoreDetailQuery = z.object({
  storeuuid: z
    .string()
    .trim()
    .regex(/^[\w-]{1,36}$/, 'validation.invalid'),
});

/** `GET /api/store/index`: the generic remote-select search by name (`select=true` as BuildAdmin sends it). */
export const ZQuickSearchQuery = ZPageQuery.extend({
  select: z.enum(['true', '1', 'false', '0']).optional(),
  quickSearch: zKeyword.default(''),
});
export type TQuickSearchQuery = z.infer<typeof ZQuickSearchQuery>;

/** The statuses a listed store has: closed ones are listed too, marked and after the open ones. */
export const STORE_STATUSES = ['open', 'closed'] as const;

/** A store as the listings show it; area names are the area table's (Chinese) names, '' when unset. */
export const ZStoreCard = z.object({
  storeuuid: z.string(),
  name: z.string(),
  logo: z.string(),
  address: z.string(),
  province_code: z.string(),
  province_name: z.string(),
  city_code: z.string(),
  city_name: z.string(),
  district_code: z.string(),
  district_name: z.string(),
  phone: z.string(),
  hours: z.string(),
  description: z.string(),
  status: z.enum(STORE_STATUSES),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  featured: z.boolean(),
});
export type TStoreCard = z.infer<typeof ZStoreCard>;

/** A store found by `instocate`: `distance_km` is the great-circle distance, rounded to 2 decimals. */
export const ZStoreNear = ZStoreCard.extend({ distance_km: z.number() });
export type TStoreNear = z.infer<typeof ZStoreNear>;

/** What `instoDetail` adds: the published assistant in the request language (null when the store has none). */
export const ZStoreAssistantSummary = z.object({
  name: z.string(),
  welcome: z.string(),
  suggestions: z.array(z.string()),
});
export type TStoreAssistantSummary = z.infer<typeof ZStoreAssistantSummary>;

export const ZStoreDetail = ZStoreCard.extend({ assistant: ZStoreAssistantSummary.nullable() });
export type TStoreDetail = z.infer<typeof ZStoreDetail>;

/** One option of the remote select. */
export const ZStoreOption = z.object({ id: z.number().int(), storeuuid: z.string(), name: z.string() });
export type TStoreOption = z.infer<typeof ZStoreOption>;
