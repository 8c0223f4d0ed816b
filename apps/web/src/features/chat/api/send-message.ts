import { API, CODE, HEADER, LOGIN_STATE, type TChatEvent, type TEndpointBody } from '@storefront/shared';
import { commonHeaders, endLogin, readEventStream, renewToken, statusMessage } from '../../../lib/http';
import { translate } from '../../../lib/i18n/i18n';
import { isRecord } from '../../../lib/storage';

export type TSendBody = TEndpointBody<typeof API.chat.send>;

/** How a send ended before or after streaming; a stopped answer rejects with the AbortError instead. */
export type TSendOutcome =
  | { kind: 'streamed' }
  | { kind: 'needLogin'; message: string }
  | { kind: 'refused'; message: string };

/** A transport failure (offline, server unreachable, broken stream) with the message to show. */
export class ChatStreamError extends Error {}

const networkMessage = () =>
  translate(navigator.onLine ? 'shared:http.serverException' : 'shared:http.offline');

async function post(body: TSendBody, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(API.chat.send.path, {
      method: API.chat.send.method,
      headers: { ...commonHeaders(), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatStreamError(networkMessage());
  }
}

/**
 * Sends a question and reads the answer stream as it arrives (fetch, since EventSource cannot POST), with the
 * headers every request carries. A refusal before streaming is an envelope: 303 need login, 0 with a
 * message, or 409 when the member's token expired, which is refreshed once like the http client does.
 */
export async function sendMessage(
  body: TSendBody,
  options: { signal: AbortSignal; onEvent: (event: TChatEvent) => void },
): Promise<TSendOutcome> {
  for (let attempt = 0; ; attempt++) {
    const usedToken = commonHeaders()[HEADER.userToken] ?? '';
    const response = await post(body, options.signal);
    if (response.headers.get('content-type')?.includes('text/event-stream') && response.body) {
      try {
        await readEventStream(response.body, options.onEvent);
      } catch (error) {
        if (options.signal.aborted) throw error;
        throw new ChatStreamError(networkMessage());
      }
      return { kind: 'streamed' };
    }
    const envelope: unknown = await response.json().catch(() => null);
    if (!isRecord(envelope) || typeof envelope.code !== 'number') {
      return { kind: 'refused', message: statusMessage(response.status, API.chat.send.path) };
    }
    const message = typeof envelope.msg === 'string' ? envelope.msg : '';
    const type = isRecord(envelope.data) ? envelope.data.type : undefined;
    if (envelope.code === CODE.tokenExpired) {
      if (attempt === 0 && (await renewToken(usedToken))) continue;
      endLogin(true);
      return { kind: 'refused', message };
    }
    if (envelope.code === CODE.loginState && type === LOGIN_STATE.needLogin)
      return { kind: 'needLogin', message };
    return { kind: 'refused', message: message || translate('shared:http.other') };
  }
}
