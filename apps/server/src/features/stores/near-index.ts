import { EARTH_RADIUS_KM, type TBoundingBox, toRadians } from '../../lib/geo.js';

/**
 * The index nearest-store search runs on, and the expressions it holds. The query must spell each expression
 * exactly as the index does: that is how SQLite and PostgreSQL know to read the value from the index instead
 * of computing it per row.
 *
 * - `BAND`: the store's latitude band, 1/20 degree (about 5.5 km) wide. Search seeks each band the bounding
 *   box crosses and reads only the box's longitude range within it, instead of a whole latitude band around
 *   the globe.
 * - `X`, `Y`, `Z`: the store's point as a unit vector. The squared straight-line (chord) distance between two
 *   such vectors grows with the great-circle distance, so it decides "within the radius" and "nearer" with
 *   three subtractions and no trigonometry per candidate.
 */
export const NEAR_INDEX = {
  name: 'store_near',
  bandsPerDegree: 20,
  BAND: 'floor(lat * 20)',
  X: 'cos(radians(lat)) * cos(radians(lng))',
  Y: 'cos(radians(lat)) * sin(radians(lng))',
  Z: 'sin(radians(lat))',
} as const;

/**
 * The index's columns in order: band, the box's longitude and latitude, the status, then the unit vector.
 * Migration 2026112306_store_near built the index from its own frozen copy of these; the architecture test
 * fails when the two differ.
 */
export const NEAR_INDEX_COLUMNS = [
  `(${NEAR_INDEX.BAND})`,
  'lng',
  'lat',
  'status',
  `(${NEAR_INDEX.X})`,
  `(${NEAR_INDEX.Y})`,
  `(${NEAR_INDEX.Z})`,
];

/** A point as the unit vector the index stores for each store. */
export function unitVector(lat: number, lng: number): { x: number; y: number; z: number } {
  const cosLat = Math.cos(toRadians(lat));
  return {
    x: cosLat * Math.cos(toRadians(lng)),
    y: cosLat * Math.sin(toRadians(lng)),
    z: Math.sin(toRadians(lat)),
  };
}

/** The squared chord length of a great-circle distance: the bound a candidate's squared chord is tested against. */
export function squaredChordOf(km: number): number {
  const chord = 2 * Math.sin(km / EARTH_RADIUS_KM / 2);
  return chord * chord;
}

/** The great-circle distance of a squared chord length. */
export function kmOfSquaredChord(squaredChord: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(Math.max(0, squaredChord)) / 2));
}

/** The latitude bands a bounding box crosses, south to north. */
export function bandsOf(box: TBoundingBox): number[] {
  const bands: number[] = [];
  const last = Math.floor(box.latMax * NEAR_INDEX.bandsPerDegree);
  for (let band = Math.floor(box.latMin * NEAR_INDEX.bandsPerDegree); band <= last; band += 1)
    bands.push(band);
  return bands;
}
