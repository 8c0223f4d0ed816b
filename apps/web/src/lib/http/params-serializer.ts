type TParam = string | number | boolean | null | undefined | TParam[] | { [key: string]: TParam };

function append(pairs: string[], name: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(`${encodeURIComponent(name)}=`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      append(pairs, `${name}[${index}]`, item);
    });
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) append(pairs, `${name}[${key}]`, item);
    return;
  }
  pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
}

/** Query string with nested objects and lists flattened to `name[key]=value`, as BuildAdmin reads them. */
export function serializeParams(params: Record<string, unknown> | TParam): string {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) append(pairs, key, value);
  return pairs.join('&');
}
