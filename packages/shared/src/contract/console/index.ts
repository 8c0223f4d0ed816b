import { assistantsConsoleApi } from './assistants.js';
import { conversationsConsoleApi } from './conversations.js';
import { knowledgeConsoleApi } from './knowledge.js';
import { contentConsoleApi } from './content.js';
import { dashboardConsoleApi } from './dashboard.js';
import { membersConsoleApi } from './members.js';
import { operatorLogApi, operatorSessionApi, operatorsApi } from './operators.js';
import { storesConsoleApi } from './stores.js';

/**
 * The operator console's endpoints by area (`API.console.stores.list`). Every path starts with `/api/admin/`;
 * access is `operator` or `siteOwner`, so a member's token is never enough.
 */
export const consoleApi = {
  session: operatorSessionApi,
  operators: operatorsApi,
  log: operatorLogApi,
  stores: storesConsoleApi,
  assistants: assistantsConsoleApi,
  knowledge: knowledgeConsoleApi,
  conversations: conversationsConsoleApi,
  members: membersConsoleApi,
  content: contentConsoleApi,
  dashboard: dashboardConsoleApi,
};
