/** localStorage access that never throws (private mode, disabled storage) and reads JSON leniently. */
export const storage = {
  getString(key: string): string | null {
    try {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return null;
      // Values written by JSON.stringify (as BuildAdmin does) arrive quoted.
      if (raw.startsWith('"') && raw.endsWith('"')) return String(JSON.parse(raw));
      return raw;
    } catch {
      return null;
    }
  },
  setString(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives only for this page view.
    }
  },
  getJson(key: string): unknown {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : JSON.parse(raw);
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.setString(key, JSON.stringify(value));
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored when storage is unavailable.
    }
  },
};

/** Narrows an unknown value to a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
