export type TDistance = { unit: 'm' | 'km'; value: string };

/** A distance for people: metres under 1 km (rounded to 10 m), one decimal under 10 km, whole km beyond. */
export function formatDistance(km: number): TDistance {
  if (km < 1) return { unit: 'm', value: String(Math.max(10, Math.round((km * 1000) / 10) * 10)) };
  if (km < 10) return { unit: 'km', value: km.toFixed(1) };
  return { unit: 'km', value: String(Math.round(km)) };
}
