import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

describe('storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps values in memory when localStorage throws (a third-party iframe)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('window', { localStorage: refusing });
    storage.setJson('chatInfo', { visitor: 'v_1.sig' });
    expect(storage.getJson('chatInfo')).toEqual({ visitor: 'v_1.sig' });
    storage.setString('ba-lang', 'en');
    expect(storage.getString('ba-lang')).toBe('en');
    storage.remove('ba-lang');
    expect(storage.getString('ba-lang')).toBeNull();
  });

  it('uses localStorage when it works and reads JSON-quoted strings', () => {
    const values = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => values.set(key, value),
        removeItem: (key: string) => values.delete(key),
      },
    });
    values.set('ba-user-token', '"abc"');
    expect(storage.getString('ba-user-token')).toBe('abc');
    storage.setString('k', 'v');
    expect(values.get('k')).toBe('v');
  });
});
