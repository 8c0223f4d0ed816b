export type { TAssistantRow, TAssistantVariant, TKnowledgeRow } from './repo.js';
export { createAssistantsService, type TAssistantsService } from './service.js';
