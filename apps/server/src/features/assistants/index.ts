export { knowledgeFieldsOf, type TReader } from './admin-view.js';
export type { TAssistantAudit, TStoreRef } from './drafts.js';
export type { TImportAudit, TKnowledgeAudit } from './knowledge-admin.js';
export type { TAssistantRow } from './repo.js';
export { createAssistantsService, type TAssistantsService } from './service.js';
