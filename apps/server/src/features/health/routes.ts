import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/** Liveness and database reachability, for load balancers and `npm start` scripts. */
export async function healthRoutes(app: FastifyInstance, options: { db: TDb }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(options.db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
