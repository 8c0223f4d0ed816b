import { describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

/** The server writes its log asynchronously; nothing of it may be lost, and each request keeps its fields. */
describe("the server's request log", () => {
  it('has both lines of every request with their fields, all written out before a graceful exit', async () => {
    const server = await startServer();
    const paths = Array.from({ length: 20 }, (_, index) => `/api/index/index?n=${index}`);
    for (const path of paths) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    for (const path of paths) {
      const incoming = lines.find((line) => line.msg === 'incoming request' && line.req?.url === path);
      expect(incoming, path).toMatchObject({ level: 30, reqId: expect.any(String), req: { method: 'GET' } });
      const completed = lines.find(
        (line) => line.msg === 'request completed' && line.reqId === incoming.reqId,
      );
      expect(completed, path).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
    }
    expect(lines.at(-1)).toMatchObject({ msg: 'shutting down' });
  });
});
