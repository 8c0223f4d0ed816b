import { describe, expect, it } from 'vitest';
import { ZChatEvent } from '../schemas/chat.js';
import { ENDPOINTS } from './endpoints.js';
import { API } from './index.js';

describe('the API contract', () => {
  it('has one entry per method and path', () => {
    const keys = ENDPOINTS.map((entry) => `${entry.method} ${entry.path}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
    expect(ENDPOINTS).toContain(API.site.index);
    expect(ENDPOINTS).toContain(API.chat.send);
  });

  it('gives every entry an answer: a response schema or the events of a stream, never both', () => {
    const unclear = ENDPOINTS.filter((entry) => 'response' in entry === 'events' in entry);
    expect(unclear.map((entry) => entry.path)).toEqual([]);
  });

  it('keeps the paths BuildAdmin clients call, with their spelling and case', () => {
    expect(API.codes.sendEmail.path).toBe('/api/Ems/send');
    expect(API.codes.sendSms.path).toBe('/api/Sms/send');
    expect(API.auth.checkIn.path).toBe('/api/user/checkIn');
    expect(API.auth.refreshToken.path).toBe('/api/common/refreshToken');
    expect(API.stores.near.path).toBe('/api/index/instocate');
    for (const entry of ENDPOINTS) expect(entry.path).toMatch(/^\/api\/[\w/]+$/);
  });

  it('reads a guest bootstrap with `userInfo: []` and money as 2-decimal strings in the logs', () => {
    const page = API.account.balance.response.parse({
      list: [{ id: 1, money: '-1.50', before: '2.00', after: '0.50', memo: 'chat', create_time: 1 }],
      total: 1,
    });
    expect(page.list[0]?.money).toBe('-1.50');
    expect(() => API.account.balance.response.parse({ list: [{ id: 1, money: -1.5 }], total: 1 })).toThrow();
    expect(API.site.index.response.shape.userInfo.safeParse([]).success).toBe(true);
  });
});

describe('chat events', () => {
  it('reads each event the answer stream sends', () => {
    const events = [
      { type: 'meta', conversation_id: 1, message_id: 3, question_id: 2 },
      { type: 'delta', text: '营业' },
      {
        type: 'done',
        usage: { prompt_tokens: 10, completion_tokens: 4 },
        usecount: 1,
        free_count_left: null,
        suggestions: [],
      },
      { type: 'error', code: 0, msg: 'failed' },
    ];
    expect(events.map((event) => ZChatEvent.parse(event))).toEqual(events);
  });

  it('refuses an unknown type and an event missing its fields', () => {
    expect(ZChatEvent.safeParse({ type: 'other' }).success).toBe(false);
    expect(ZChatEvent.safeParse({ type: 'delta' }).success).toBe(false);
    expect(ZChatEvent.safeParse({ type: 'meta', conversation_id: 1, message_id: 2 }).success).toBe(false);
  });
});
