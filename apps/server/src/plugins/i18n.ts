import { DEFAULT_LANGUAGE, HEADER, parseLanguage, type TLanguage } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../locales/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: TLanguage;
    t: (key: string, values?: Record<string, string | number>) => string;
  }
}

/** The request's language: `think-lang` header, then `lang` query, then the default (zh-cn). */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  return parseLanguage(request.headers[HEADER.language]) ?? parseLanguage(query?.lang) ?? DEFAULT_LANGUAGE;
}

export const i18nPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest(
    't',
    function (this: FastifyRequest, key: string, values?: Record<string, string | number>) {
      return translate(this.lang, key, values);
    },
  );
  // Callback style: on every request, an async hook's promise is pure overhead.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = requestLanguage(request);
    done();
  });
});
