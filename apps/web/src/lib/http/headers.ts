import { HEADER } from '@storefront/shared';
import { readChatInfo } from '../chat-info';
import { currentLanguage } from '../i18n/i18n';
import { getToken } from '../session';

/**
 * Headers sent with every request (`server`, language, token, the chat info's store, visitor and agent type),
 * so the API client and the chat stream send exactly the same ones.
 */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER.server]: 'true',
    [HEADER.language]: currentLanguage(),
  };
  const token = getToken();
  if (token) headers[HEADER.userToken] = token;
  const chat = readChatInfo();
  if (chat.storeuuid) headers[HEADER.storeuuid] = chat.storeuuid;
  if (chat.visitor) headers[HEADER.visitor] = chat.visitor;
  if (chat.agentType) headers[HEADER.agentType] = chat.agentType;
  return headers;
}
