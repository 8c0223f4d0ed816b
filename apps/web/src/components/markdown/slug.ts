/**
 * Anchor ids for headings: lower case, letters (any script, so Chinese headings keep their words) and digits
 * joined by dashes; repeated headings get `-2`, `-3` so every anchor is unique within a document.
 */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base =
      text
        .toLowerCase()
        .normalize('NFKC')
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/[\s-]+/g, '-') || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
