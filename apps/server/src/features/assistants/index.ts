export type { TAssistantRow } from './repo.js';
export { createAssistantsService, type TAssistantsService } from './service.js';
