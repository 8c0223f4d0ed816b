import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: tokens, refresh tokens, codes, keys, secrets, passwords. */
const SECRET_PARAMETER = /token|refresh|code|key|secret|pass(word|wd)?|pwd/i;

const REDACTED = '[redacted]';

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/**
 * `url` with the value of every secret-looking query parameter replaced by `[redacted]`, the rest as it came:
 * clients put tokens and codes in URLs whatever the API says, and a log must not make them usable.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parts = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : part;
    });
  return `${url.slice(0, start + 1)}${parts.join('&')}`;
}

/**
 * A request as its log lines show it: Fastify's own fields, the URL redacted. `remoteAddress` is the client's
 * address as TRUST_PROXY lets Fastify read it from X-Forwarded-For, because behind nginx the connection's own
 * peer is nginx and every line would name it (`remotePort` stays the connection's).
 */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
