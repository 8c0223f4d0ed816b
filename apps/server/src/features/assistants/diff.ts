import {
  ASSISTANT_DIFF_FIELDS,
  DIFF_LIST_MAX,
  type TAssistantDiff,
  type TFieldChange,
  type TKnowledgeEntry,
} from '@storefront/shared';
import { plainApiKey, type TReader, textsOf, toKnowledgeEntry } from './admin-view.js';
import type { TAssistantRow, TKnowledgeRow } from './repo.js';

type TDiffValue = TFieldChange['draft'];
type TField = (typeof ASSISTANT_DIFF_FIELDS)[number];

/** The fields only site owners may see the values of (the key's value is never shown). */
const CREDENTIAL_FIELDS = new Set<TField>(['base_url', 'model']);

/** A key to compare by: the plain key, or (when it cannot be opened) the sealed text itself. */
function keyOf(row: TAssistantRow, secret: string): string {
  try {
    return plainApiKey(row, secret);
  } catch {
    return `sealed:${row.api_key_encrypted}`;
  }
}

function fieldValue(row: TAssistantRow, field: Exclude<TField, 'api_key'>): TDiffValue {
  if (field === 'name' || field === 'welcome' || field === 'suggestions' || field === 'system_prompt') {
    return textsOf(row)[field];
  }
  return row[field];
}

function fieldChanges(published: TAssistantRow, draft: TAssistantRow, reader: TReader, secret: string) {
  const changes: TFieldChange[] = [];
  for (const field of ASSISTANT_DIFF_FIELDS) {
    if (field === 'api_key') {
      if (keyOf(published, secret) === keyOf(draft, secret)) continue;
      // Never the key: whether there is one, and whether the draft's is another one.
      const state = (row: TAssistantRow) => (row.api_key_encrypted ? 'set' : 'none');
      const draftState = state(draft) === 'set' && state(published) === 'set' ? 'replaced' : state(draft);
      changes.push(
        reader.seesCredentials
          ? { field, published: state(published), draft: draftState }
          : { field, published: null, draft: null },
      );
      continue;
    }
    const before = fieldValue(published, field);
    const after = fieldValue(draft, field);
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const hidden = CREDENTIAL_FIELDS.has(field) && !reader.seesCredentials;
    changes.push({ field, published: hidden ? null : before, draft: hidden ? null : after });
  }
  return changes;
}

const matchKey = (row: TKnowledgeRow) => `${row.lang}\n${row.question}`;
const sameEntry = (a: TKnowledgeRow, b: TKnowledgeRow) =>
  a.answer === b.answer && a.tags === b.tags && a.weigh === b.weigh && a.status === b.status;

const listed = <T>(items: T[]) => ({ total: items.length, list: items.slice(0, DIFF_LIST_MAX) });

/**
 * Entries matched by language and question (the same question twice pairs up in order): only in the draft
 * is added, only in the published assistant removed, in both with another answer, tags, weight or status changed.
 */
function knowledgeChanges(published: TKnowledgeRow[], draft: TKnowledgeRow[]) {
  const waiting = new Map<string, TKnowledgeRow[]>();
  for (const row of published) waiting.set(matchKey(row), [...(waiting.get(matchKey(row)) ?? []), row]);
  const added: TKnowledgeEntry[] = [];
  const changed: Array<{ published: TKnowledgeEntry; draft: TKnowledgeEntry }> = [];
  let unchanged = 0;
  for (const row of draft) {
    const match = waiting.get(matchKey(row))?.shift();
    if (!match) added.push(toKnowledgeEntry(row));
    else if (sameEntry(match, row)) unchanged += 1;
    else changed.push({ published: toKnowledgeEntry(match), draft: toKnowledgeEntry(row) });
  }
  const removed = [...waiting.values()].flat().map(toKnowledgeEntry);
  return { added: listed(added), changed: listed(changed), removed: listed(removed), unchanged };
}

/** What publishing the draft over the published assistant changes, as `reader` may see it. */
export function diffAssistants(
  published: { row: TAssistantRow; knowledge: TKnowledgeRow[] },
  draft: { row: TAssistantRow; knowledge: TKnowledgeRow[] },
  reader: TReader,
  secret: string,
): TAssistantDiff {
  const fields = fieldChanges(published.row, draft.row, reader, secret);
  const knowledge = knowledgeChanges(published.knowledge, draft.knowledge);
  const changed =
    fields.length > 0 || knowledge.added.total + knowledge.changed.total + knowledge.removed.total > 0;
  return { changed, fields, knowledge };
}
