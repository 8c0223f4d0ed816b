import type { TLanguage } from '@storefront/shared';
import { localize } from '../../../lib/localized.js';
import { translate } from '../../../locales/index.js';
import type { TAssistantsService } from '../../assistants/index.js';
import type { TContentService } from '../../content/index.js';
import type { TMembersService } from '../../members/index.js';
import type { TLogEntry, TOperatorsService } from '../../operators/index.js';
import type { TStoresService } from '../../stores/index.js';

/** What a log row's target is called now, and the store whose console pages show it. */
export interface TTargetName {
  target_name: string;
  target_gone: boolean;
  target_store_id: number | null;
}

type TEntry = Pick<TLogEntry, 'target' | 'target_id' | 'before' | 'after'>;

/** The keys a snapshot names its row by, most telling first. */
const NAME_KEYS = ['name', 'title', 'username', 'question'] as const;

/** The name a row had in the log's snapshot (after the change, else before), for a row since deleted. */
function snapshotName(entry: TEntry, lang: TLanguage): string {
  for (const snapshot of [entry.after, entry.before]) {
    if (snapshot === null || typeof snapshot !== 'object') continue;
    for (const key of NAME_KEYS) {
      const value = localize((snapshot as Record<string, unknown>)[key], lang);
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return '';
}

/** The numeric ids of the page's rows of one kind, each once. */
const idsOf = (entries: readonly TEntry[], target: string) => [
  ...new Set(
    entries.flatMap((entry) =>
      entry.target === target && /^\d+$/.test(entry.target_id) ? [Number(entry.target_id)] : [],
    ),
  ),
];

/**
 * Names the targets of a page of the log as they are now: one batch look-up per kind of row on the page (its
 * owner's), never one per row; the assistants' and entries' stores come with the stores' look-up.
 */
export function createLogTargets(deps: {
  stores: TStoresService;
  assistants: TAssistantsService;
  members: TMembersService;
  content: TContentService;
  operators: TOperatorsService;
}) {
  return async function namesOf(
    entries: readonly TEntry[],
    lang: TLanguage,
  ): Promise<(entry: TEntry) => TTargetName> {
    const [assistants, entries_, members, articles, operators] = await Promise.all([
      deps.assistants.namesOf(idsOf(entries, 'assistant'), lang),
      deps.assistants.questionsOf(idsOf(entries, 'knowledge')),
      deps.members.usernamesOf(idsOf(entries, 'member')),
      deps.content.titlesOf(idsOf(entries, 'content')),
      deps.operators.usernamesOf(idsOf(entries, 'operator')),
    ]);
    const storeIds = [
      ...idsOf(entries, 'store'),
      ...[...assistants.values()].map((assistant) => assistant.storeId),
      ...[...entries_.values()].map((entry) => entry.storeId),
    ];
    const stores = storeIds.length > 0 ? await deps.stores.namesOf([...new Set(storeIds)], lang) : new Map();
    const storeName = (id: number): string => stores.get(id)?.name ?? '';

    const now = (entry: TEntry): { name: string; storeId: number | null } | undefined => {
      const id = Number(entry.target_id);
      switch (entry.target) {
        case 'store':
          return stores.has(id) ? { name: storeName(id), storeId: id } : undefined;
        case 'assistant': {
          const assistant = assistants.get(id);
          if (!assistant) return undefined;
          const store = storeName(assistant.storeId);
          return {
            name: store ? `${assistant.name} · ${store}` : assistant.name,
            storeId: assistant.storeId,
          };
        }
        case 'knowledge': {
          const found = entries_.get(id);
          return found && { name: found.question, storeId: found.storeId };
        }
        case 'member':
          return members.has(id) ? { name: members.get(id) ?? '', storeId: null } : undefined;
        case 'operator':
          return operators.has(id) ? { name: operators.get(id) ?? '', storeId: null } : undefined;
        case 'content':
          return articles.has(id) ? { name: articles.get(id) ?? '', storeId: null } : undefined;
        case 'settings': {
          const part = translate(lang, `log.settings.${entry.target_id}`);
          return { name: part.startsWith('log.') ? entry.target_id : part, storeId: null };
        }
        default:
          // Menus and routes are named by their snapshot: their titles change with the menus themselves.
          return { name: snapshotName(entry, lang), storeId: null };
      }
    };

    return (entry) => {
      const found = now(entry);
      return found
        ? { target_name: found.name, target_gone: false, target_store_id: found.storeId }
        : { target_name: snapshotName(entry, lang), target_gone: true, target_store_id: null };
    };
  };
}
