import type { FastifyInstance } from 'fastify';
import { operatorsRoutes } from './routes.js';
import type { TOperatorsService } from './service.js';

export {
  actorOf,
  MASK,
  maskSecrets,
  memberActorOf,
  type TActorKind,
  type TAuditActor,
  type TAuditEntry,
} from './audit.js';
export { createOperator, operatorCount } from './create.js';
export { createOperatorsService, type TOperatorsService } from './service.js';
export type { TLogEntry } from './view.js';

/** The console's sign-in, its operators and the operator log. */
export async function register(app: FastifyInstance, deps: { operators: TOperatorsService }) {
  await app.register(operatorsRoutes, deps);
}
