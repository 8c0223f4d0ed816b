/**
 * Values kept for this page view when localStorage refuses (private mode, or the chat widget's iframe on
 * another site, where browsers block third-party storage): the chat still knows its visitor id.
 */
const memory = new Map<string, string>();

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/** localStorage access that never throws, falls back to memory, and reads JSON leniently. */
export const storage = {
  getString(key: string): string | null {
    const raw = readRaw(key);
    if (raw === null) return null;
    try {
      // Values written by JSON.stringify (as BuildAdmin does) arrive quoted.
      if (raw.startsWith('"') && raw.endsWith('"')) return String(JSON.parse(raw));
    } catch {
      // Not JSON after all: keep the raw text.
    }
    return raw;
  },
  setString(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  getJson(key: string): unknown {
    const raw = readRaw(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.setString(key, JSON.stringify(value));
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: the memory copy is gone, which is all there was.
    }
  },
};

/** Narrows an unknown value to a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
