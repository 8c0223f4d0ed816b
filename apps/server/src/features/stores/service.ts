import type {
  TLanguage,
  TPage,
  TQuickSearchQuery,
  TStoreCard,
  TStoreDetail,
  TStoreListQuery,
  TStoreLocateQuery,
  TStoreOption,
  TStoreTexts,
} from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TOPIC, type CacheBus } from '../../lib/cache-bus/index.js';
import { boundingBox } from '../../lib/geo.js';
import { RawJson } from '../../lib/raw-json.js';
import type { TAreaService } from '../area/index.js';
import type { TAssistantsService } from '../assistants/index.js';
import { bilingualAreaNames, type TBilingualAreaNames } from './area-names.js';
import { createCardCache } from './card-cache.js';
import { kmOfSquaredChord, squaredChordOf, unitVector } from './near-index.js';
import {
  countInCircle,
  findDefaultOpenStore,
  findListedStore,
  findStore,
  findStoreById,
  findStoreCards,
  findStoreIdsNamed,
  findStoreNames,
  listStoreIds,
  nearestInCircle,
  searchStoreNames,
  type TNearCircle,
  type TStoreCardRow,
  type TStoreRow,
} from './repo.js';
import { createStoreAdmin } from './store-admin.js';
import { storeNameIn, storeTexts, storeTextsIn } from './texts.js';

/**
 * A card with its texts and area names in both languages, as the cache keeps it: readers of either language
 * share it.
 */
type TBilingualCard = Omit<
  TStoreCard,
  'name' | 'address' | 'description' | keyof TBilingualAreaNames['en']
> & {
  texts: TStoreTexts;
  areas: TBilingualAreaNames;
};

/**
 * A card as a reader of `lang` sees it. Field by field, not spread: on Node 20's V8 spreading a card builds
 * new hidden classes on every call, a share of each listing's and each nearest-store search's work.
 */
const cardIn = (card: TBilingualCard, lang: TLanguage): TStoreCard => {
  const texts = storeTextsIn(card.texts, lang);
  const names = card.areas[lang];
  return {
    storeuuid: card.storeuuid,
    logo: card.logo,
    province_code: card.province_code,
    city_code: card.city_code,
    district_code: card.district_code,
    province_name: names.province_name,
    city_name: names.city_name,
    district_name: names.district_name,
    phone: card.phone,
    hours: card.hours,
    status: card.status,
    lat: card.lat,
    lng: card.lng,
    featured: card.featured,
    name: texts.name,
    address: texts.address,
    description: texts.description,
  };
};

/**
 * A cached card, with its JSON in each language as far as asked for, kept without the closing brace: a
 * nearest-store answer splices each card's distance in, instead of copying and serialising the card per request.
 */
interface TCachedCard {
  card: TBilingualCard;
  openJson: Partial<Record<TLanguage, string>>;
}

function openJsonIn(cached: TCachedCard, lang: TLanguage): string {
  let json = cached.openJson[lang];
  if (json === undefined) {
    json = JSON.stringify(cardIn(cached.card, lang)).slice(0, -1);
    cached.openJson[lang] = json;
  }
  return json;
}

/** Distances go out with 2 decimals: to the nearest 10 m. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/** The circle of `km` around the point a search asks from. */
export const circleAround = (point: { lat: number; lng: number }, km: number): TNearCircle => ({
  box: boundingBox(point.lat, point.lng, km),
  centre: unitVector(point.lat, point.lng),
  squaredChord: squaredChordOf(km),
});

/** A search by store name matches at most this many stores (a member has conversations with a few). */
const NAMED_STORES_MAX = 200;
/** Cards a process keeps: the stores people look at most, a few MB. */
const CACHED_CARDS = 5000;

/**
 * Nearest-store search first reads the stores within a circle expected to hold this many times the wanted
 * number (assuming even density), and widens it only when that falls short.
 */
const NEAREST_HEADROOM = 2;

/**
 * The stores: public listings (by area, keyword or distance), a store's page, look-ups for chat and site, and
 * the console's and store owners' changes.
 */
export function createStoresService({
  db,
  area,
  assistants,
  bus,
  cardTtlMs,
}: {
  db: TDb;
  area: TAreaService;
  assistants: TAssistantsService;
  bus: CacheBus;
  cardTtlMs: number;
}) {
  function toCard(row: TStoreCardRow, areas: TBilingualAreaNames): TBilingualCard {
    return {
      storeuuid: row.storeuuid,
      texts: storeTexts(row),
      logo: row.logo,
      province_code: row.province_code,
      city_code: row.city_code,
      district_code: row.district_code,
      areas,
      phone: row.phone,
      hours: row.hours,
      status: row.status,
      lat: row.lat === null ? null : Number(row.lat),
      lng: row.lng === null ? null : Number(row.lng),
      featured: Number(row.featured) === 1,
    };
  }

  /** Cards of the given ids in `lang`, by id. */
  async function cardsIn(ids: number[], lang: TLanguage): Promise<Map<number, TStoreCard>> {
    const found = await cards.cardsOf(ids);
    return new Map([...found].map(([id, cached]) => [id, cardIn(cached.card, lang)]));
  }

  /** The cards of `rows` to cache, by id, their areas named in both languages. */
  async function cachedCardsOf(rows: TStoreCardRow[]): Promise<Map<number, TCachedCard>> {
    return new Map(
      await Promise.all(
        rows.map(
          async (row) =>
            [row.id, { card: toCard(row, await bilingualAreaNames(area, row)), openJson: {} }] as const,
        ),
      ),
    );
  }

  const cards = createCardCache<TCachedCard>({
    ttlMs: cardTtlMs,
    maxCards: CACHED_CARDS,
    load: async (ids) => cachedCardsOf(await findStoreCards(db, ids)),
  });
  bus.subscribe(CACHE_TOPIC.storeCards, (key) => cards.forget(key === undefined ? undefined : Number(key)));

  /**
   * The `limit` stores nearest the centre of a circle holding `total` of them, nearest first. They are read
   * from the smallest circle likely to hold them all, widened until it does: ranking a few hundred stores
   * costs more than counting them.
   */
  async function nearestOf(query: TStoreLocateQuery, total: number) {
    const wanted = Math.min(query.limit, total);
    let km = query.radius_km * Math.min(1, Math.sqrt((NEAREST_HEADROOM * query.limit) / Math.max(1, total)));
    for (;;) {
      const nearest = await nearestInCircle(db, circleAround(query, km), query.limit);
      if (nearest.length >= wanted || km >= query.radius_km) return nearest;
      km = Math.min(query.radius_km, km * 2);
    }
  }

  /** Drops a store's card (every card when no id is given) in every process after a change. */
  const forgetCards = (storeId?: number) =>
    bus.publish(CACHE_TOPIC.storeCards, storeId === undefined ? undefined : String(storeId));

  return {
    forgetCards,

    ...createStoreAdmin({ db, area, assistants, forgetCards }),

    /** Listed stores by area codes and keyword: open before closed, featured first, then newest. */
    async list(query: TStoreListQuery, lang: TLanguage): Promise<TPage<TStoreCard>> {
      const { ids, total } = await listStoreIds(db, query, query.page, query.limit);
      const found = await cardsIn(ids, lang);
      return { list: ids.flatMap((id) => found.get(id) ?? []), total };
    },

    /**
     * The stores within the radius, nearest first by great-circle distance; `total` counts all of them. The
     * page is JSON spliced from the cards' cached JSON, each with its `distance_km` last.
     */
    async near(query: TStoreLocateQuery, lang: TLanguage): Promise<RawJson> {
      const total = await countInCircle(db, circleAround(query, query.radius_km));
      if (total === 0) return new RawJson(`{"list":[],"total":0}`);
      const nearest = await nearestOf(query, total);
      // The search read the nearest stores' card columns: cards not cached are made from those.
      const found = await cards.cardsOf(
        nearest.map((store) => store.id),
        (missing) => cachedCardsOf(nearest.filter((store) => missing.includes(store.id))),
      );
      let list = '';
      for (const { id, squaredChord } of nearest) {
        const cached = found.get(id);
        if (!cached) continue;
        const distance = roundKm(kmOfSquaredChord(squaredChord));
        list += `${list ? ',' : ''}${openJsonIn(cached, lang)},"distance_km":${JSON.stringify(distance)}}`;
      }
      return new RawJson(`{"list":[${list}],"total":${total}}`);
    },

    /** One listed store with its published assistant's name, welcome and suggestions in `lang`. */
    async detail(storeuuid: string, lang: TLanguage): Promise<TStoreDetail> {
      const row = await findListedStore(db, storeuuid);
      if (!row) throw new AppError('stores.notFound');
      const assistant = await assistants.publishedSummary(row.id, lang);
      return { ...cardIn(toCard(row, await bilingualAreaNames(area, row)), lang), assistant };
    },

    /** Stores whose name (either language) contains the text, as remote-select options named in `lang`. */
    async quickSearch(query: TQuickSearchQuery, lang: TLanguage): Promise<TPage<TStoreOption>> {
      const { rows, total } = await searchStoreNames(db, query.quickSearch, query.page, query.limit);
      const list = rows.map((row) => ({
        id: row.id,
        storeuuid: row.storeuuid,
        name: storeNameIn(row, lang),
      }));
      return { list, total };
    },

    /** The store a chat opens: the one with this uuid (whatever its status), or without one the default. */
    findForChat: (storeuuid: string | undefined): Promise<TStoreRow | undefined> => findStore(db, storeuuid),

    findById: (id: number): Promise<TStoreRow | undefined> => findStoreById(db, id),

    /** The store the site's chat opens by default: the open one marked default, else the oldest open one. */
    findDefaultOpen: (): Promise<TStoreRow | undefined> => findDefaultOpenStore(db),

    /** The uuid and name in `lang` of each of the given stores that exists, by id. */
    async namesOf(ids: number[], lang: TLanguage): Promise<Map<number, { storeuuid: string; name: string }>> {
      const rows = await findStoreNames(db, ids);
      return new Map(rows.map((row) => [row.id, { storeuuid: row.storeuuid, name: storeNameIn(row, lang) }]));
    },

    /** Ids of the stores whose name has `text`, for searches that also match a store by its name. */
    idsNamed(text: string): Promise<number[]> {
      return findStoreIdsNamed(db, text, NAMED_STORES_MAX);
    },

    /** The uuid, name in `lang` and status of each of the given stores that exists, by id (the console's lists). */
    async briefsOf(
      ids: number[],
      lang: TLanguage,
    ): Promise<Map<number, Pick<TStoreRow, 'storeuuid' | 'name' | 'status'>>> {
      const rows = await findStoreNames(db, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { storeuuid: row.storeuuid, name: storeNameIn(row, lang), status: row.status },
        ]),
      );
    },
  };
}

/** The store listings service, as the routes receive it. */
export type TStoresService = ReturnType<typeof createStoresService>;
