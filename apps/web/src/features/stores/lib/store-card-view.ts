import type { TPage, TStoreCard, TStoreNear } from '@storefront/shared';
import type { TStoreCardView } from '../types';

/** A store of a list answer as the card shows it. */
function toStoreCard(store: TStoreCard | TStoreNear): TStoreCardView {
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

/** A page of a store list with each store as its card shows it. */
export function toStoreCardPage(page: TPage<TStoreCard | TStoreNear>): TPage<TStoreCardView> {
  return { list: page.list.map(toStoreCard), total: page.total };
}
