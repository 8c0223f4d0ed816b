import { Agent, createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe one connection, not the message: never passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

export interface TRetryingProxy {
  url: string;
  /** The apps requests go to, in turn; replace an entry when its process is replaced. */
  upstreams: string[];
  close: () => Promise<void>;
}

function forward(agent: Agent, upstream: string, incoming: IncomingMessage): Promise<IncomingMessage> {
  const headers = Object.fromEntries(
    Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
  );
  return new Promise((resolve, reject) => {
    httpRequest(`${upstream}${incoming.url}`, { method: incoming.method, headers, agent }, resolve)
      .on('error', reject)
      .end();
  });
}

/**
 * What deploy/nginx.conf does in front of the apps, for requests without a body (the roll test's load): round
 * robin over `upstreams` on kept-alive connections, and a request an app could not take (a refused or reset
 * connection, a 502 or 503) tried on the next app, as `proxy_next_upstream error timeout http_502 http_503`
 * does for idempotent methods. The client gets the last app's answer, or a 502 when none answered.
 */
export async function startRetryingProxy(upstreams: string[]): Promise<TRetryingProxy> {
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  const server = createServer(async (incoming, outgoing) => {
    const first = turn++;
    let lastError: unknown;
    for (let attempt = 0; attempt < upstreams.length; attempt += 1) {
      const upstream = upstreams[(first + attempt) % upstreams.length] ?? '';
      const isLast = attempt === upstreams.length - 1;
      try {
        const answer = await forward(agent, upstream, incoming);
        const status = answer.statusCode ?? 502;
        if ((status === 502 || status === 503) && !isLast) {
          answer.resume();
          continue;
        }
        const headers = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
        outgoing.writeHead(status, Object.fromEntries(headers));
        answer.pipe(outgoing);
        // A body cut half way must reach the client as a cut, not as a shorter file.
        answer.on('error', () => outgoing.destroy());
        answer.on('aborted', () => outgoing.destroy());
        return;
      } catch (error) {
        lastError = error;
      }
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`no app answered: ${String(lastError)}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
