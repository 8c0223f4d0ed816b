import { handoffsConsoleApi } from '../handoffs.js';
import { answerChecksConsoleApi } from './answer-checks.js';
import { assistantsConsoleApi } from './assistants.js';
import { contentConsoleApi } from './content.js';
import { conversationsConsoleApi } from './conversations.js';
import { dashboardConsoleApi } from './dashboard.js';
import { knowledgeConsoleApi } from './knowledge.js';
import { membersConsoleApi } from './members.js';
import { operatorLogApi, operatorSessionApi, operatorsApi } from './operators.js';
import { rulesConsoleApi } from './rules.js';
import { settingsConsoleApi } from './settings.js';
import { storesConsoleApi } from './stores.js';
import { uploadConsoleApi } from './upload.js';

/**
 * The operator console's endpoints by area (`CONSOLE_API.stores.list`). Every path starts with `/api/admin/`;
 * access is `operator` or `siteOwner`, so a member's token is never enough. Apart from `API` so that a visitor's
 * page, which reads `API`, does not carry the console's schemas.
 */
export const CONSOLE_API = {
  session: operatorSessionApi,
  operators: operatorsApi,
  log: operatorLogApi,
  stores: storesConsoleApi,
  assistants: assistantsConsoleApi,
  answerChecks: answerChecksConsoleApi,
  knowledge: knowledgeConsoleApi,
  conversations: conversationsConsoleApi,
  settings: settingsConsoleApi,
  rules: rulesConsoleApi,
  upload: uploadConsoleApi,
  members: membersConsoleApi,
  content: contentConsoleApi,
  dashboard: dashboardConsoleApi,
  handoffs: handoffsConsoleApi,
};
