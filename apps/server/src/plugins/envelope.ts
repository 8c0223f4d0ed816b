import { CODE } from '@storefront/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { nowSeconds } from '../lib/clock.js';
import { RawJson } from '../lib/raw-json.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers an envelope with any code and a translated message. */
    envelope: (
      code: number,
      msgKey: string,
      data?: unknown,
      values?: Record<string, string | number>,
    ) => FastifyReply;
  }
}

/** HTTP statuses the catalogue has a message for; others fall back to 'http.other'. */
const CATALOGUED_STATUSES = new Set([400, 401, 403, 404, 408, 409, 413, 429, 500, 501, 502, 503, 504, 505]);

function httpMessageKey(status: number): string {
  return CATALOGUED_STATUSES.has(status) ? `http.${status}` : 'http.other';
}

/** Answers the unknown path with the envelope and a 404, so API clients always get JSON. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .envelope(CODE.error, 'common.notFound', null, { url: request.url.split('?')[0] ?? '' });
}

/** The `{code, msg, time, data}` envelope every API answer comes in, and the single error handler. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('envelope', function (this: FastifyReply, code, msgKey, data = null, values) {
    const msg = msgKey ? this.request.t(msgKey, values) : '';
    if (data instanceof RawJson) {
      return this.type('application/json; charset=utf-8').send(data.envelope(code, msg, nowSeconds()));
    }
    return this.send({ code, msg, time: nowSeconds(), data });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.code(error.status).envelope(error.code, error.messageKey, error.data, error.values);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: error.code, status }, error.message);
    }
    return reply.code(status).envelope(CODE.error, httpMessageKey(status));
  });
});
