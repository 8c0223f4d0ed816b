import type { CacheBus } from './cache-bus/index.js';

/** The cache bus topic that carries live changes; its key is `<detail>|<channel> <channel>…`. */
const LIVE_TOPIC = 'live';

/**
 * Tells the open event streams of every server process that something changed on a channel (`conversation:12`,
 * `store:3`, `stores`), so each reads what is new from the database and sends it. It rides on the cache bus:
 * Redis pub/sub between processes when `REDIS_URL` is set, this process alone otherwise. Only channel names and
 * an id (`detail`: which handoff) travel, never data, so a reader always sends what the database holds; after
 * the bus reconnects, when changes may have been missed, every listener is told to look again (no detail). A
 * process keeps no state but its open streams' listeners.
 */
export interface LiveBus {
  /** Something (`detail`: an id, no spaces or bars) changed on each of these channels. */
  publish(channels: readonly string[], detail?: string): void;
  /**
   * Runs `notify` with the detail after each change of `channel`, and without one after a reconnect; the
   * returned function stops it.
   */
  listen(channel: string, notify: (detail: string | undefined) => void): () => void;
  /** How many listeners this process has (tests, health). */
  size(): number;
}

export function createLiveBus(bus: CacheBus, onError: (error: unknown) => void = () => undefined): LiveBus {
  type TNotify = (detail: string | undefined) => void;
  const listeners = new Map<string, Set<TNotify>>();
  const run = (notify: TNotify, detail: string | undefined) => {
    try {
      notify(detail);
    } catch (error) {
      onError(error);
    }
  };
  bus.subscribe(LIVE_TOPIC, (key) => {
    if (key === undefined) {
      for (const set of listeners.values()) for (const notify of [...set]) run(notify, undefined);
      return;
    }
    const bar = key.indexOf('|');
    const detail = key.slice(0, bar) || undefined;
    for (const channel of key.slice(bar + 1).split(' ')) {
      for (const notify of [...(listeners.get(channel) ?? [])]) run(notify, detail);
    }
  });
  return {
    publish(channels, detail = '') {
      if (channels.length > 0) bus.publish(LIVE_TOPIC, `${detail}|${channels.join(' ')}`);
    },
    listen(channel, notify) {
      const set = listeners.get(channel) ?? new Set();
      set.add(notify);
      listeners.set(channel, set);
      return () => {
        set.delete(notify);
        if (set.size === 0 && listeners.get(channel) === set) listeners.delete(channel);
      };
    },
    size: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
