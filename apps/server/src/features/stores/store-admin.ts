import { randomUUID } from 'node:crypto';
import type {
  TConsoleStore,
  TConsoleStoreListQuery,
  TLanguage,
  TPage,
  TStoreAddBody,
  TStoreFields,
} from '@storefront/shared';
import type { TDb, TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { nowSeconds } from '../../lib/clock.js';
import type { TAreaService } from '../area/index.js';
import type { TAssistantsService } from '../assistants/index.js';
import { areaNames, createAreaNamer, type TAreaNames } from './area-names.js';
import {
  clearDefaultStore,
  deleteStores,
  findStoreById,
  findStoresByIds,
  insertStore,
  listConsoleStores,
  type TStoreRow,
  updateStore,
} from './repo.js';
import { storeTexts, storeTextsIn, textColumns } from './texts.js';

/** What only operators set about a store; a store owner's edit leaves them as they are. */
type TOperatorMarks = Pick<TStoreAddBody, 'status' | 'featured' | 'is_default'>;

const toConsoleStore = (row: TStoreRow, names: TAreaNames, lang: TLanguage): TConsoleStore => {
  const texts = storeTexts(row);
  return {
    id: row.id,
    storeuuid: row.storeuuid,
    ...storeTextsIn(texts, lang),
    localized: texts,
    logo: row.logo,
    province_code: row.province_code,
    city_code: row.city_code,
    district_code: row.district_code,
    ...names,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    phone: row.phone,
    hours: row.hours,
    status: row.status,
    featured: Number(row.featured) === 1,
    is_default: Number(row.is_default) === 1,
    update_time: Number(row.update_time),
    create_time: Number(row.create_time),
  };
};

const cardColumns = (fields: TStoreFields) => ({
  ...textColumns(fields),
  logo: fields.logo,
  province_code: fields.province_code,
  city_code: fields.city_code,
  district_code: fields.district_code,
  lat: fields.lat,
  lng: fields.lng,
  phone: fields.phone,
  hours: fields.hours,
});

const markColumns = (marks: TOperatorMarks) => ({
  status: marks.status,
  featured: marks.featured ? 1 : 0,
  is_default: marks.is_default ? 1 : 0,
});

/**
 * Adding, changing and deleting stores, for the console and the store owners. Each change runs in one
 * transaction with the caller's `onChange` (the operator log, whose before and after hold both languages' texts
 * and the card in the editor's `lang`), then drops the store's card in every process.
 */
export function createStoreAdmin({
  db,
  area,
  assistants,
  forgetCards,
}: {
  db: TDb;
  area: TAreaService;
  assistants: TAssistantsService;
  forgetCards: (storeId?: number) => void;
}) {
  const view = async (row: TStoreRow, lang: TLanguage) =>
    toConsoleStore(row, await areaNames(area, row, lang), lang);

  /** Area codes must name areas of the data, each within the one before: the cascader's choices. */
  async function checkArea(fields: TStoreFields): Promise<void> {
    const levels = [
      { code: fields.province_code, field: 'province_code', query: {} },
      { code: fields.city_code, field: 'city_code', query: { province: fields.province_code } },
      {
        code: fields.district_code,
        field: 'district_code',
        query: { province: fields.province_code, city: fields.city_code },
      },
    ];
    for (const { code, field, query } of levels) {
      if (!code) return;
      const options = await area.options(query);
      if (!options.some((option) => option.value === code)) {
        throw new AppError('validation.area', { data: { field } });
      }
    }
  }

  async function mustFind(id: number, on: TQueryable = db): Promise<TStoreRow> {
    const row = await findStoreById(on, id);
    if (!row) throw new AppError('stores.notFound');
    return row;
  }

  return {
    /** A page of stores, whatever their status, for the console. */
    async consoleList(query: TConsoleStoreListQuery, lang: TLanguage): Promise<TPage<TConsoleStore>> {
      const { rows, total } = await listConsoleStores(db, query);
      const namesOf = createAreaNamer(area, lang);
      return {
        list: await Promise.all(rows.map(async (row) => toConsoleStore(row, await namesOf(row), lang))),
        total,
      };
    },

    /** One store as the console and its owner see it, its card in `lang`; 'not found' for an unknown id. */
    consoleView: async (id: number, lang: TLanguage): Promise<TConsoleStore> =>
      view(await mustFind(id), lang),

    /**
     * A new store with a server-made uuid and its two assistants (named after it, no knowledge), so it chats at
     * once; made the default, it takes the mark from the store that had it.
     */
    async create(
      input: TStoreAddBody,
      lang: TLanguage,
      onChange?: TOnChange<TConsoleStore>,
      assistantSettings: { freeCount?: number } = {},
    ): Promise<TConsoleStore> {
      await checkArea(input);
      const now = nowSeconds();
      const created = await db.transaction().execute(async (trx) => {
        const values = { ...cardColumns(input), ...markColumns(input), update_time: now, create_time: now };
        const id = await insertStore(trx, { storeuuid: randomUUID(), ...values });
        if (id === undefined) throw new Error('the new store was not inserted');
        if (input.is_default) await clearDefaultStore(trx, id);
        await assistants.createForStore(id, input.name, trx, assistantSettings);
        const after = await view(await mustFind(id, trx), lang);
        await onChange?.({ id, before: null, after }, trx);
        return after;
      });
      forgetCards();
      return created;
    },

    /**
     * Saves a store's card; with `marks` (operators) also its status, featured and default marks. Making it the
     * default takes the mark from the others.
     */
    async update(
      id: number,
      lang: TLanguage,
      fields: TStoreFields,
      marks?: TOperatorMarks,
      onChange?: TOnChange<TConsoleStore>,
    ): Promise<TConsoleStore> {
      await checkArea(fields);
      const saved = await db.transaction().execute(async (trx) => {
        const before = await view(await mustFind(id, trx), lang);
        const values = {
          ...cardColumns(fields),
          ...(marks ? markColumns(marks) : {}),
          update_time: nowSeconds(),
        };
        const row = await updateStore(trx, id, values);
        if (!row) throw new AppError('stores.notFound');
        if (marks?.is_default) await clearDefaultStore(trx, id);
        const after = await view(row, lang);
        await onChange?.({ id, before, after }, trx);
        return after;
      });
      // Every card: the default mark may have moved from another store.
      forgetCards(marks?.is_default ? undefined : id);
      return saved;
    },

    /**
     * Deletes stores with their assistants and knowledge, all or none: an unknown id is 'not found', and
     * `onChange` (called for each store before it goes) may refuse by throwing.
     */
    async remove(ids: number[], lang: TLanguage, onChange?: TOnChange<TConsoleStore>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await findStoresByIds(trx, ids);
        if (rows.length !== new Set(ids).size) throw new AppError('stores.notFound');
        for (const row of rows)
          await onChange?.({ id: row.id, before: await view(row, lang), after: null }, trx);
        await deleteStores(trx, ids);
      });
      forgetCards();
    },
  };
}
