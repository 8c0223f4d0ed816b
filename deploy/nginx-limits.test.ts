import { readFileSync } from 'node:fs';
import {
  API,
  CODE,
  CONSOLE_API,
  DEFAULT_UPLOAD_MAX_SIZE,
  KNOWLEDGE_LIMITS,
  SHOP_API,
} from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { translate } from '../apps/server/src/locales/index.js';
import { requestLanguage } from '../apps/server/src/plugins/i18n.js';
import { block, interpolate, parseNginxConfig, setting, sizeInBytes, unquoted } from './nginx-config.js';

/** The apps' own limit on a request body, but where a route sets another (apps/server/src/app.ts). */
const APP_BODY_LIMIT = 1024 * 1024;
/** More than a multipart upload's framing (boundaries, part headers, the topic field) ever takes. */
const MULTIPART_FRAMING = 64 * 1024;

const http = block(parseNginxConfig(readFileSync(new URL('nginx.conf', import.meta.url), 'utf8')), 'http');
const server = block(http, 'server');
const limitOf = (directives: typeof server) =>
  sizeInBytes(setting(directives, 'client_max_body_size')?.[0] ?? '');

describe('the body limits of the nginx config', () => {
  it("let the apps answer a body over their own limit, in the site's language", () => {
    expect(limitOf(server)).toBe(APP_BODY_LIMIT);
    for (const path of [API.upload.file.path, CONSOLE_API.upload.file.path]) {
      const upload = block(server, 'location', '=', path);
      expect(setting(upload, 'proxy_pass'), path).toEqual(['http://app']);
      // A file a little over the site's default limit reaches the app, which says so in the site's words.
      expect(limitOf(upload), path).toBeGreaterThanOrEqual(DEFAULT_UPLOAD_MAX_SIZE + MULTIPART_FRAMING);
      expect(limitOf(upload), path).toBeLessThan(2 * DEFAULT_UPLOAD_MAX_SIZE);
    }
    for (const path of [CONSOLE_API.knowledge.import.path, SHOP_API.knowledge.import.path]) {
      const knowledgeImport = block(server, 'location', '=', path);
      expect(setting(knowledgeImport, 'proxy_pass'), path).toEqual(['http://app']);
      expect(limitOf(knowledgeImport), path).toBe(KNOWLEDGE_LIMITS.importBodyBytes);
    }
  });

  it('answer a body over them as the apps answer one over theirs: 413, JSON in their envelope', () => {
    expect(setting(server, 'error_page')).toEqual(['413', '@body_too_large']);
    const answer = block(server, 'location', '@body_too_large');
    // No extension of the path may turn the answer into another type.
    expect(block(answer, 'types')).toEqual([]);
    expect(setting(answer, 'default_type')).toEqual(['application/json']);
    expect(setting(answer, 'charset')).toEqual(['utf-8']);
    expect(setting(answer, 'charset_types')).toEqual(['application/json']);
    const [status, body = ''] = setting(answer, 'return') ?? [];
    expect(status).toBe('413');
    const cases: Array<[string | undefined, string | undefined]> = [
      [undefined, undefined],
      ['en', undefined],
      ['EN-us', undefined],
      ['zh-CN', 'en'],
      ['zh_cn', undefined],
      [undefined, 'en'],
      ['fr', 'en-GB'],
      ['english', undefined],
      [undefined, 'english'],
    ];
    for (const [header, query] of cases) {
      const request = {
        headers: { 'think-lang': header },
        query: { lang: query },
      } as unknown as FastifyRequest;
      const given = { $http_think_lang: header ?? '', $arg_lang: query ?? '', $msec: '1795929799.123' };
      expect(JSON.parse(interpolate(http, unquoted(body), given)), `${header} ${query}`).toEqual({
        code: CODE.error,
        msg: translate(requestLanguage(request), 'http.413'),
        time: 1795929799,
        data: null,
      });
    }
  });
});
