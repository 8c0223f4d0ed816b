import type { TDb } from '../../db/database.js';
import type { TLedgerService } from '../ledger/index.js';
import type { ChatProvider } from './providers/provider.js';
import type { TAssistantRow, TKnowledgeRow } from './repo.js';

/** What every chat operation works with; built once in app.ts. */
export interface TChatContext {
  db: TDb;
  ledger: TLedgerService;
  secret: string;
  /** Free messages per IP per day across visitor ids, so clearing storage does not mean endless chats. */
  ipFreePerDay: number;
  providerFor: (assistant: TAssistantRow) => ChatProvider;
  /** An assistant's knowledge entries, best first (cached per process like the site settings). */
  knowledgeOf: (assistantId: number) => Promise<TKnowledgeRow[]>;
  acquireSlot: (subject: string) => Promise<() => void>;
}
