import type { TAssistantsService } from '../assistants/index.js';
import type { TAuthService } from '../auth/index.js';
import type { TChatService } from '../chat/index.js';
import type { TCodesService } from '../codes/index.js';
import type { TContentService } from '../content/index.js';
import type { TLedgerService } from '../ledger/index.js';
import type { TMembersService } from '../members/index.js';
import type { TOperatorsService } from '../operators/index.js';
import type { TSiteService } from '../site/index.js';
import type { TStoresService } from '../stores/index.js';
import type { TUploadService } from '../upload/index.js';

/**
 * What the console's areas work with: the owners of the tables they change, and the operators feature, which
 * records every change in the operator log.
 */
export interface TConsoleDeps {
  operators: TOperatorsService;
  auth: TAuthService;
  members: TMembersService;
  ledger: TLedgerService;
  stores: TStoresService;
  assistants: TAssistantsService;
  chat: TChatService;
  site: TSiteService;
  content: TContentService;
  codes: TCodesService;
  uploads: TUploadService;
}
