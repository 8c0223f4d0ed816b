import { API, type TPage } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http';
import type { TCoords } from '../hooks/use-geolocation';
import { toStoreCardPage } from '../lib/store-card-view';
import type { TStoreCardView } from '../types';

const NEARBY_LIMIT = 12;
/** Wider than the server's default: in a town with few stores, a farther store beats an empty list. */
export const NEARBY_RADIUS_KM = 50;

/** The stores nearest to a point, within the radius, nearest first. */
export async function locateStores(coords: TCoords): Promise<TPage<TStoreCardView>> {
  const query = { lat: coords.lat, lng: coords.lng, radius_km: NEARBY_RADIUS_KM, limit: NEARBY_LIMIT };
  return toStoreCardPage(await callApi(API.stores.near, { query }));
}

/** Rounded to about 100 m in the key, so small jitter in the position does not fetch again. */
export function useNearbyStores(coords: TCoords) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['stores', 'nearby', coords.lat.toFixed(3), coords.lng.toFixed(3), i18n.language],
    queryFn: () => locateStores(coords),
    staleTime: 60_000,
  });
}
