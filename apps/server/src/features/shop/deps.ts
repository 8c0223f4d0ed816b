import type { TAssistantsService } from '../assistants/index.js';
import type { TChatService } from '../chat/index.js';
import type { TOperatorsService } from '../operators/index.js';
import type { TStoresService } from '../stores/index.js';

/** The owners of the tables "My store" reads and changes, and the operator log its changes go to. */
export interface TShopDeps {
  stores: TStoresService;
  assistants: TAssistantsService;
  chat: TChatService;
  operators: TOperatorsService;
}
