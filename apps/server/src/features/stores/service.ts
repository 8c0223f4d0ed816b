import type {
  TLanguage,
  TPage,
  TQuickSearchQuery,
  TStoreAssistantSummary,
  TStoreCard,
  TStoreDetail,
  TStoreListQuery,
  TStoreLocateQuery,
  TStoreNear,
  TStoreOption,
} from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { boundingBox } from '../../lib/geo.js';
import { localize, parseJsonText } from '../../lib/localized.js';
import type { TAreaService } from '../area/service.js';
import { areaNames, createAreaNamer, type TAreaNames } from './area-names.js';
import {
  findListedStore,
  findPublishedAssistantTexts,
  listStores,
  nearStores,
  searchStoreNames,
  type TStoreCardRow,
} from './repo.js';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asTextList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Distances go out with 2 decimals: to the nearest 10 m. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/** Store listings (PRODUCT.md section 3: instoLists, instocate, instoDetail, store/index). */
export function createStoresService({ db, area }: { db: TDb; area: TAreaService }) {
  function toCard(row: TStoreCardRow, names: TAreaNames): TStoreCard {
    return {
      storeuuid: row.storeuuid,
      name: row.name,
      logo: row.logo,
      address: row.address,
      province_code: row.province_code,
      city_code: row.city_code,
      district_code: row.district_code,
      ...names,
      phone: row.phone,
      hours: row.hours,
      description: row.description,
      status: row.status,
      lat: row.lat === null ? null : Number(row.lat),
      lng: row.lng === null ? null : Number(row.lng),
      featured: Number(row.featured) === 1,
    };
  }

  /** The cards of some rows, in order; area names are looked up once per distinct area. */
  function toCards(rows: TStoreCardRow[]): Promise<TStoreCard[]> {
    const namesOf = createAreaNamer(area);
    return Promise.all(rows.map(async (row) => toCard(row, await namesOf(row))));
  }

  return {
    /** Listed stores by area codes and keyword: open before closed, featured first, then newest. */
    async list(query: TStoreListQuery): Promise<TPage<TStoreCard>> {
      const { rows, total } = await listStores(db, query, query.page, query.limit);
      return { list: await toCards(rows), total };
    },

    /** The stores within the radius, nearest first by great-circle distance; `total` counts all of them. */
    async near(query: TStoreLocateQuery): Promise<TPage<TStoreNear>> {
      const { rows, total } = await nearStores(db, {
        lat: query.lat,
        lng: query.lng,
        radiusKm: query.radius_km,
        limit: query.limit,
        box: boundingBox(query.lat, query.lng, query.radius_km),
      });
      const cards = await toCards(rows);
      const list = cards.map((card, index) => ({ ...card, distance_km: roundKm(Number(rows[index]?.km)) }));
      return { list, total };
    },

    /** One listed store with its published assistant's name, welcome and suggestions in `lang`. */
    async detail(storeuuid: string, lang: TLanguage): Promise<TStoreDetail> {
      const row = await findListedStore(db, storeuuid);
      if (!row) throw new AppError('stores.notFound');
      const texts = await findPublishedAssistantTexts(db, row.id);
      const assistant: TStoreAssistantSummary | null = texts
        ? {
            name: asText(localize(parseJsonText(texts.name), lang)),
            welcome: asText(localize(parseJsonText(texts.welcome), lang)),
            suggestions: asTextList(localize(parseJsonText(texts.suggestions), lang)),
          }
        : null;
      return { ...toCard(row, await areaNames(area, row)), assistant };
    },

    /** Stores whose name contains the text, as remote-select options. */
    async quickSearch(query: TQuickSearchQuery): Promise<TPage<TStoreOption>> {
      const { rows, total } = await searchStoreNames(db, query.quickSearch, query.page, query.limit);
      return { list: rows.map((row) => ({ id: row.id, storeuuid: row.storeuuid, name: row.name })), total };
    },
  };
}

/** The store listings service, as the routes receive it. */
export type TStoresService = ReturnType<typeof createStoresService>;
