import { describe, expect, it } from 'vitest';
import { createLocalCacheBus } from './cache-bus/index.js';
import { createLiveBus } from './live-bus.js';

describe('live bus', () => {
  it("tells each channel's listeners with the detail, stops when asked, and tells everyone after a reconnect", () => {
    const cache = createLocalCacheBus();
    const live = createLiveBus(cache);
    const seen: string[] = [];
    const stopStore = live.listen('store:3', (detail) => seen.push(`store:3 ${detail}`));
    live.listen('conversation:9', (detail) => seen.push(`conversation:9 ${detail}`));
    live.listen('store:4', (detail) => seen.push(`store:4 ${detail}`));
    live.publish(['conversation:9', 'store:3', 'stores'], '17');
    expect(seen).toEqual(['conversation:9 17', 'store:3 17']);
    stopStore();
    expect(live.size()).toBe(2);
    live.publish(['store:3'], '18');
    expect(seen).toHaveLength(2);
    // What the cache bus sends after Redis comes back: no key, so every listener looks again.
    cache.publish('live');
    expect(seen.slice(2)).toEqual(['conversation:9 undefined', 'store:4 undefined']);
  });

  it('keeps telling the others when one listener throws', () => {
    const errors: unknown[] = [];
    const live = createLiveBus(createLocalCacheBus(), (error) => errors.push(error));
    const seen: Array<string | undefined> = [];
    live.listen('stores', () => {
      throw new Error('broken stream');
    });
    live.listen('stores', (detail) => seen.push(detail));
    live.publish(['stores'], '5');
    expect(seen).toEqual(['5']);
    expect(errors).toHaveLength(1);
  });
});
