/** Mean Earth radius (IUGG), the radius the haversine distance is measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Degrees to radians. */
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km between two points given in degrees (haversine formula). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, a)));
}

/** Degree ranges that contain every point within a radius; the distance test then decides. */
export interface TBoundingBox {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/**
 * The smallest latitude/longitude box around a circle on the sphere (the spherical-cap bound, not the
 * flat-Earth one, which is too narrow far from the equator). A circle over a pole gets every longitude; one
 * across the ±180° meridian gets every longitude too, which is correct and only costs a wider prefilter
 * there, where there are no stores.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): TBoundingBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const latMin = lat - toDegrees(angle);
  const latMax = lat + toDegrees(angle);
  if (latMin <= -90 || latMax >= 90) {
    return { latMin: Math.max(latMin, -90), latMax: Math.min(latMax, 90), lngMin: -180, lngMax: 180 };
  }
  const spread = toDegrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(toRadians(lat)))));
  const lngMin = lng - spread;
  const lngMax = lng + spread;
  if (lngMin < -180 || lngMax > 180) return { latMin, latMax, lngMin: -180, lngMax: 180 };
  return { latMin, latMax, lngMin, lngMax };
}
