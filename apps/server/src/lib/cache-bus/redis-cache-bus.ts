import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type CacheBus, createTopicHandlers } from './cache-bus.js';

/** What a bus needs to say when Redis is away: a warning, not a crash; caches still expire by their TTL. */
export interface CacheBusLog {
  warn: (details: object, message: string) => void;
}

interface TMessage {
  origin: string;
  topic: string;
  key?: string;
}

const isMessage = (value: unknown): value is TMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TMessage).origin === 'string' &&
  typeof (value as TMessage).topic === 'string';

/**
 * The bus over Redis pub/sub, for several processes: one connection publishes, one listens on
 * `<prefix>cache-bus`. A process applies its own changes at once and ignores their echo. While Redis is away
 * publishing is skipped with a warning (other processes then see the change within their caches' TTL); when
 * the listener connects again, every topic drops everything, since changes may have been missed meanwhile.
 */
export function createRedisCacheBus(url: string, keyPrefix: string, log: CacheBusLog): CacheBus {
  const origin = randomBytes(8).toString('hex');
  const channel = `${keyPrefix}cache-bus`;
  const handlers = createTopicHandlers((error) => log.warn({ err: error }, 'cache drop failed'));
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 } as const;
  const publisher = new Redis(url, options);
  // Named, so an operator (or a test) can tell the listeners apart in CLIENT LIST.
  const listener = new Redis(url, { ...options, connectionName: channel.replace(/[^\w:-]/g, '_') });
  let connectedBefore = false;
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'cache bus: Redis unreachable');
  };
  publisher.on('error', warnOnce);
  listener.on('error', warnOnce);
  listener.on('ready', () => {
    warned = false;
    if (connectedBefore) handlers.runAll();
    connectedBefore = true;
  });
  listener.subscribe(channel).catch(warnOnce);
  listener.on('message', (from, text) => {
    if (from !== channel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (isMessage(message) && message.origin !== origin) handlers.run(message.topic, message.key);
  });

  return {
    publish(topic, key) {
      handlers.run(topic, key);
      const message: TMessage = key === undefined ? { origin, topic } : { origin, topic, key };
      publisher.publish(channel, JSON.stringify(message)).catch(warnOnce);
    },
    subscribe: (topic, drop) => handlers.add(topic, drop),
    async close() {
      await Promise.all([publisher, listener].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
