/**
 * Tells every server process that something it may have cached has changed. Caches are per process (site
 * settings and menus, store cards, assistants' knowledge); a write publishes here and each process drops its
 * copy, so a change shows everywhere at once instead of after the cache's TTL.
 */
export interface CacheBus {
  /** `key` of `topic` changed (everything of the topic when no key is given); this process drops it first. */
  publish(topic: string, key?: string): void;
  /**
   * Runs `drop` for each change of `topic` published by any process. `key` undefined means drop everything
   * of the topic: also sent after a lost connection to Redis, when changes may have been missed.
   */
  subscribe(topic: string, drop: (key: string | undefined) => void): void;
  close(): Promise<void>;
}

/** The handlers of each topic, run in the order they subscribed; one failing does not stop the others. */
export function createTopicHandlers(onError: (error: unknown) => void) {
  const handlers = new Map<string, Array<(key: string | undefined) => void>>();
  return {
    add(topic: string, drop: (key: string | undefined) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), drop]);
    },
    run(topic: string, key: string | undefined) {
      for (const drop of handlers.get(topic) ?? []) {
        try {
          drop(key);
        } catch (error) {
          onError(error);
        }
      }
    },
    /** Every topic told to drop everything. */
    runAll() {
      for (const topic of handlers.keys()) this.run(topic, undefined);
    },
  };
}

/** One process: a change is dropped from this process's caches and there is no one else to tell. */
export function createLocalCacheBus(onError: (error: unknown) => void = () => undefined): CacheBus {
  const handlers = createTopicHandlers(onError);
  return {
    publish: (topic, key) => handlers.run(topic, key),
    subscribe: (topic, drop) => handlers.add(topic, drop),
    close: async () => undefined,
  };
}
