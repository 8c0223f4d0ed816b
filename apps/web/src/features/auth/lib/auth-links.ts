/** A link to another auth page that keeps the `?to=` target, so switching forms does not lose it. */
export function authLink(
  path: string,
  searchParams: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const next = new URLSearchParams(extra);
  const to = searchParams.get('to');
  if (to) next.set('to', to);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
