import {
  CONSOLE_API,
  type TEndpointBody,
  type TEndpointQuery,
  type TEndpointResponse,
  type TJsonEndpoint,
} from '@storefront/shared';
import type { RunningServer } from './server.js';

type TCall = <E extends TJsonEndpoint>(
  entry: E,
  input: { query?: TEndpointQuery<E>; body?: TEndpointBody<E> },
) => Promise<TEndpointResponse<E>>;

/**
 * An operator's calls to the console's API, for setting the scene of a journey that is not the console's own
 * (a store to own, a member made its owner). Refusals throw with the server's message.
 */
export async function consoleApi(
  server: RunningServer,
  operator: { username: string; password: string },
): Promise<TCall> {
  const login = CONSOLE_API.session.login;
  const answer = (await (
    await fetch(`${server.url}${login.path}`, {
      method: login.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...operator, captchaId: '', captchaInfo: '', keep: false }),
    })
  ).json()) as { code: number; msg: string; data: { operatorInfo: { token: string } } };
  if (answer.code !== 1) throw new Error(`console login refused: ${answer.msg}`);
  const token = answer.data.operatorInfo.token;

  return async (entry, { query, body }) => {
    const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
    const response = await fetch(`${server.url}${entry.path}${search}`, {
      method: entry.method,
      headers: { 'content-type': 'application/json', 'ba-token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
    if (envelope.code !== 1) throw new Error(`${entry.path} refused: ${envelope.msg}`);
    return entry.response.parse(envelope.data) as TEndpointResponse<typeof entry>;
  };
}
