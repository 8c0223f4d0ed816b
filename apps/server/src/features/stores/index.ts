export type { TStoreRow } from './repo.js';
export { createStoresService, type TStoresService } from './service.js';
