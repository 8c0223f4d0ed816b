import { CODE, HEADER, LOGIN_STATE, type TChatEvent } from '@storefront/shared';
import { commonHeaders, endLogin, renewToken, statusMessage } from '../../../lib/http';
import { translate } from '../../../lib/i18n/i18n';
import { isRecord } from '../../../lib/storage';
import { createSseParser } from '../lib/sse-parser';

export type TSendBody = {
  chatkey: string;
  conversation_id?: number;
  content: string;
  regenerate?: boolean;
  /** The earlier question `content` replaces. */
  edit_id?: number;
};

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
    return await fetch('/api/chat/send', {
      method: 'POST',
      headers: { ...commonHeaders(), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatStreamError(networkMessage());
  }
}

async function readStream(stream: ReadableStream<Uint8Array>, onEvent: (event: TChatEvent) => void) {
  const parser = createSseParser(onEvent);
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // `stream: true` keeps a multi-byte character split across chunks for the next one.
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

/**
 * POST /api/chat/send and read the answer stream as it arrives (fetch, since EventSource cannot POST), with
 * the headers every request carries. A refusal before streaming is an envelope: 303 need login, 0 with a
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
        await readStream(response.body, options.onEvent);
      } catch (error) {
        if (options.signal.aborted) throw error;
        throw new ChatStreamError(networkMessage());
      }
      return { kind: 'streamed' };
    }
    const envelope: unknown = await response.json().catch(() => null);
    if (!isRecord(envelope) || typeof envelope.code !== 'number') {
      return { kind: 'refused', message: statusMessage(response.status, '/api/chat/send') };
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
