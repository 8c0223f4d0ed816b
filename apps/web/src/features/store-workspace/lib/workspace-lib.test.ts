import { ZAssistantTexts, zLatitude } from '@storefront/shared';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeFilter } from './date-range';
import { guessLanguage } from './guess-language';
import { numberRule, pairedRule } from './number-rule';
import { showSchemaErrors } from './schema-errors';

const t = (key: string) => `t(${key})`;

type TValidator = (rule: unknown, value: unknown) => Promise<void>;
/** Runs an antd rule (an object, or a function of the form) on a value as the form would. */
function validate(rule: unknown, value: unknown, fields: Record<string, unknown> = {}): Promise<void> {
  const form = { getFieldValue: (name: string) => fields[name] };
  const resolved = (typeof rule === 'function' ? rule(form) : rule) as { validator: TValidator };
  return resolved.validator({}, value);
}

describe('guessing the language of a question', () => {
  it('takes a question with Chinese characters as Chinese, and any other as English', () => {
    expect(guessLanguage('可以带狗进店吗？')).toBe('zh-cn');
    expect(guessLanguage('Do you sell 礼品卡?')).toBe('zh-cn');
    expect(guessLanguage('Can I bring my dog inside?')).toBe('en');
  });
});

describe('a range of days as the conversation filters send it', () => {
  it('runs from the first second of the first day to the last second of the last', () => {
    const start = dayjs('2026-11-20T15:30:00');
    const end = dayjs('2026-11-21T08:00:00');
    expect(rangeFilter([start, end])).toEqual({
      from: dayjs('2026-11-20T00:00:00').unix(),
      to: dayjs('2026-11-21T23:59:59').unix(),
    });
  });

  it('leaves an open end open', () => {
    expect(rangeFilter(null)).toEqual({ from: undefined, to: undefined });
    expect(rangeFilter([null, dayjs('2026-11-21')]).from).toBeUndefined();
  });
});

describe('number fields checked by a shared rule', () => {
  it('refuses a latitude outside ±90 with the shared message, and lets an empty one through', async () => {
    await expect(validate(numberRule(zLatitude, t), 91)).rejects.toThrow('t(shared:validation.coordinates)');
    await expect(validate(numberRule(zLatitude, t), 31.2)).resolves.toBeUndefined();
    await expect(validate(numberRule(zLatitude, t), null)).resolves.toBeUndefined();
  });

  it('wants a latitude and a longitude together or neither', async () => {
    await expect(validate(pairedRule('lng', t), 31.2, { lng: null })).rejects.toThrow(
      't(shared:validation.coordinates)',
    );
    await expect(validate(pairedRule('lng', t), 31.2, { lng: 121.4 })).resolves.toBeUndefined();
    await expect(validate(pairedRule('lng', t), null, { lng: undefined })).resolves.toBeUndefined();
  });
});

describe('showing a shared schema’s issues at their form fields', () => {
  const texts = {
    name: { 'zh-cn': '', en: '' },
    system_prompt: '',
    welcome: { 'zh-cn': '', en: '' },
    suggestions: { 'zh-cn': ['Hours?'], en: [''] },
  };

  it('puts each issue at the field its path names, in the shared message', () => {
    const shown: unknown[] = [];
    const form = { setFields: (fields: unknown[]) => shown.push(...fields) } as unknown as FormInstance;
    expect(showSchemaErrors(form, ZAssistantTexts, texts, t)).toBe(true);
    expect(shown).toEqual(
      expect.arrayContaining([
        { name: ['name', 'zh-cn'], errors: ['t(shared:validation.required)'] },
        { name: ['suggestions', 'en', 0], errors: ['t(shared:validation.required)'] },
      ]),
    );
  });

  it('shows nothing for values the schema accepts', () => {
    const shown: unknown[] = [];
    const form = { setFields: (fields: unknown[]) => shown.push(...fields) } as unknown as FormInstance;
    const valid = { ...texts, name: { 'zh-cn': '小助手', en: '' }, suggestions: { 'zh-cn': [], en: [] } };
    expect(showSchemaErrors(form, ZAssistantTexts, valid, t)).toBe(false);
    expect(shown).toEqual([]);
  });
});
