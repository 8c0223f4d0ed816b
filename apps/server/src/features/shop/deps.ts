import type { TAssistantsService } from '../assistants/index.js';
import type { TChatService } from '../chat/index.js';
import type { TStoresService } from '../stores/index.js';

/** The owners of the tables "My store" reads and changes. */
export interface TShopDeps {
  stores: TStoresService;
  assistants: TAssistantsService;
  chat: TChatService;
}
