import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { DEMO_ASSISTANT, DEMO_KNOWLEDGE, DRAFT_KNOWLEDGE, seedDemoAssistant } from './assistant.js';
import { seedIfEmpty } from './basics.js';
import { DEMO_STORE } from './demo.js';

describe('demo assistant seed data', () => {
  it('holds the same 24+ facts in both languages', () => {
    const keys = LANGUAGES.map((lang) => DEMO_KNOWLEDGE[lang].map((entry) => entry.key));
    for (const list of keys) {
      expect(list.length).toBeGreaterThanOrEqual(24);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(keys[1]).toEqual(keys[0]);
    expect(DRAFT_KNOWLEDGE.en.key).toBe(DRAFT_KNOWLEDGE['zh-cn'].key);
    expect(keys[0]).not.toContain(DRAFT_KNOWLEDGE.en.key);
  });

  it('fits the knowledge columns and suggests questions the knowledge base answers', () => {
    for (const lang of LANGUAGES) {
      for (const entry of [...DEMO_KNOWLEDGE[lang], DRAFT_KNOWLEDGE[lang]]) {
        expect(entry.tags.length, entry.key).toBeLessThanOrEqual(255);
        expect(entry.question.trim() && entry.answer.trim()).toBeTruthy();
      }
      const questions = DEMO_KNOWLEDGE[lang].map((entry) => entry.question);
      expect(DEMO_ASSISTANT.suggestions[lang].length).toBeGreaterThanOrEqual(3);
      for (const suggestion of DEMO_ASSISTANT.suggestions[lang]) expect(questions).toContain(suggestion);
    }
  });
});

describe('seedDemoAssistant on a migrated SQLite database', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-assistant-'));
    database = openDatabase(`sqlite:${join(dir, 'app.db')}`);
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing while the demo store is missing', async () => {
    expect(await seedDemoAssistant(database.db)).toBe(0);
    expect(await database.db.selectFrom('assistant').select('id').execute()).toEqual([]);
  });

  it('gives the demo store a published and a draft assistant with 24+ entries per language, once', async () => {
    await seedIfEmpty(database.db, { demo: true });
    expect(await seedDemoAssistant(database.db)).toBe(2);
    const store = await database.db
      .selectFrom('store')
      .select('id')
      .where('storeuuid', '=', DEMO_STORE.storeuuid)
      .executeTakeFirstOrThrow();
    const assistants = await database.db.selectFrom('assistant').selectAll().orderBy('variant').execute();
    expect(assistants.map((row) => [row.variant, row.store_id, row.provider])).toEqual([
      ['draft', store.id, 'default'],
      ['published', store.id, 'default'],
    ]);
    const [draft, published] = assistants;
    expect(draft?.chatkey).not.toBe(published?.chatkey);
    for (const row of assistants) {
      expect(row.chatkey).toMatch(/^[\w-]{8,40}$/);
      expect([row.free_count, row.loginset, row.score_per_message, row.context_turns]).toEqual([5, 0, 0, 6]);
      expect(JSON.parse(row.welcome)).toEqual(DEMO_ASSISTANT.welcome);
      expect(JSON.parse(row.suggestions)).toEqual(DEMO_ASSISTANT.suggestions);
      for (const lang of LANGUAGES) {
        const rows = await database.db
          .selectFrom('knowledge')
          .select('question')
          .where('assistant_id', '=', row.id)
          .where('lang', '=', lang)
          .execute();
        expect(rows.length).toBe(DEMO_KNOWLEDGE[lang].length + (row.variant === 'draft' ? 1 : 0));
        expect(rows.length).toBeGreaterThanOrEqual(24);
      }
    }

    const knowledgeBefore = await database.db.selectFrom('knowledge').select('id').execute();
    expect(await seedDemoAssistant(database.db)).toBe(0);
    expect(await database.db.selectFrom('assistant').select('id').execute()).toHaveLength(2);
    expect(await database.db.selectFrom('knowledge').select('id').execute()).toHaveLength(
      knowledgeBefore.length,
    );
  });
});
