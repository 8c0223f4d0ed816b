import {
  CODE,
  HEADER,
  LOGIN_STATE,
  type TChatEvent,
  type TEndpointBody,
  type TStreamEndpoint,
} from '@storefront/shared';
import { HttpError, readEventStream, statusMessage } from '../../../lib/http';
import { currentLanguage, translate } from '../../../lib/i18n/i18n';
import { isRecord } from '../../../lib/storage';
import { endOperatorLogin, renewOperatorToken } from './console-http';
import { operatorStore } from './operator-session';

async function post(entry: TStreamEndpoint, body: unknown, token: string, signal: AbortSignal) {
  try {
    return await fetch(entry.path, {
      method: entry.method,
      headers: {
        [HEADER.language]: currentLanguage(),
        [HEADER.operatorToken]: token,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new HttpError(translate('shared:http.serverException'), null, null);
  }
}

/**
 * Streams a console endpoint's events (an assistant's test answer) as the signed-in operator: fetch, since the
 * body streams, with the operator's token refreshed once when it expired. A refusal before streaming rejects
 * with HttpError carrying the server's message, for the caller to show where the answer would have been.
 */
export async function streamConsole<E extends TStreamEndpoint>(
  entry: E,
  body: TEndpointBody<E>,
  options: { signal: AbortSignal; onEvent: (event: TChatEvent) => void },
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const token = operatorStore.get().session?.token ?? '';
    const response = await post(entry, body, token, options.signal);
    if (response.headers.get('content-type')?.includes('text/event-stream') && response.body) {
      return readEventStream(response.body, options.onEvent);
    }
    const envelope: unknown = await response.json().catch(() => null);
    if (!isRecord(envelope) || typeof envelope.code !== 'number') {
      throw new HttpError(statusMessage(response.status, entry.path), null, response.status);
    }
    const message = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : '';
    if (envelope.code === CODE.tokenExpired && attempt === 0 && (await renewOperatorToken(token))) continue;
    const type = isRecord(envelope.data) ? envelope.data.type : undefined;
    if (
      envelope.code === CODE.tokenExpired ||
      (envelope.code === CODE.loginState && type === LOGIN_STATE.needLogin)
    ) {
      endOperatorLogin();
    }
    throw new HttpError(message || translate('shared:http.other'), envelope.code, response.status);
  }
}
