import type { TDb } from '../../db/database.js';
import type { LiveBus } from '../../lib/live-bus.js';
import type { TAssistantRow, TAssistantsService } from '../assistants/index.js';
import type { TLedgerService } from '../ledger/index.js';
import type { TStoresService } from '../stores/index.js';
import type { TAnswerLeases } from './answer-leases.js';
import type { ChatProvider } from './providers/provider.js';

/** What every chat operation works with; built once by the chat service. */
export interface TChatContext {
  db: TDb;
  stores: TStoresService;
  assistants: TAssistantsService;
  ledger: TLedgerService;
  secret: string;
  /** Free messages per IP per day across visitor ids, so clearing storage does not mean endless chats. */
  ipFreePerDay: number;
  providerFor: (assistant: TAssistantRow) => ChatProvider;
  acquireSlot: (subject: string) => Promise<() => void>;
  /** Keeps this process's answers and their held points alive in the database while they are written. */
  leases: TAnswerLeases;
  /** Tells the open live streams of every process that a conversation or a store's inbox changed. */
  live: LiveBus;
}
