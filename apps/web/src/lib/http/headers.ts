import { HEADER } from '@storefront/shared';
import type { AxiosHeaders } from 'axios';
import { readChatInfo } from '../chat-info';
import { currentLanguage } from '../i18n/i18n';
import { getToken } from '../session';

/** Headers of spec section 7 and PRODUCT.md section 3 sent with every request. */
export function applyCommonHeaders(headers: AxiosHeaders): void {
  headers.set(HEADER.server, 'true');
  headers.set(HEADER.language, currentLanguage());
  const token = getToken();
  if (token) headers.set(HEADER.userToken, token);
  const chat = readChatInfo();
  if (chat.storeuuid) headers.set(HEADER.storeuuid, chat.storeuuid);
  if (chat.visitor) headers.set(HEADER.visitor, chat.visitor);
  if (chat.agentType) headers.set(HEADER.agentType, chat.agentType);
}
