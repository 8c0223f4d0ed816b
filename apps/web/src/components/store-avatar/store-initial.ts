/** Hues that read well on both the light and the dark theme, picked by the store's name. */
const HUES = [221, 262, 291, 330, 14, 32, 152, 174, 199];

/** The first letter (or Chinese character) of a store's name, for an avatar when it has no logo. */
export function storeInitial(name: string): string {
  const first = Array.from(name.trim())[0] ?? '?';
  return first.toLocaleUpperCase();
}

/** A stable hue for a name, so a store keeps its avatar colour everywhere. */
export function storeHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return HUES[hash % HUES.length] ?? HUES[0] ?? 221;
}
