import { type TPage, type TStoreCard, type TStoreNear, ZStoreCard, ZStoreNear } from '@storefront/shared';
import { isRecord } from '../../../lib/storage';
import type { TStoreCardView } from '../types';

export class StoreShapeError extends Error {}

/** A store of a list answer as the card shows it. */
export function toStoreCard(store: TStoreCard | TStoreNear): TStoreCardView {
  return {
    storeuuid: store.storeuuid,
    name: store.name,
    logo: store.logo,
    address: store.address,
    area: [store.city_name, store.district_name].filter(Boolean).join(' · '),
    hours: store.hours,
    status: store.status,
    description: store.description,
    isFeatured: store.featured,
    distanceKm: 'distance_km' in store ? store.distance_km : undefined,
  };
}

/** A `{list, total}` answer of stores, each row checked by the shared schema (`near`: with distances). */
export function parseStorePage(data: unknown, kind: 'card' | 'near'): TPage<TStoreCardView> {
  if (!isRecord(data) || typeof data.total !== 'number')
    throw new StoreShapeError('store page without total');
  const list = (kind === 'near' ? ZStoreNear : ZStoreCard).array().safeParse(data.list);
  if (!list.success) throw new StoreShapeError(list.error.message);
  return { list: list.data.map(toStoreCard), total: data.total };
}
