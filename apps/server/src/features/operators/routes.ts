import { CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOperatorToken } from '../../plugins/auth.js';
import { withMessage } from '../../plugins/contract.js';
import { LOGIN_IP_RULE } from '../auth/index.js';
import { actorOf } from './audit.js';
import type { TOperatorsService } from './service.js';

const contextOf = (request: FastifyRequest) => ({ ip: request.ip, log: request.log });

/** Signing in to the console and the operators (owners only). */
export async function operatorsRoutes(app: FastifyInstance, options: { operators: TOperatorsService }) {
  const { operators } = options;
  const session = CONSOLE_API.session;

  app.endpoint(session.loginConfig, async () => operators.loginConfig());

  app.endpoint(session.login, async ({ body, request }) => {
    await request.rateLimit(LOGIN_IP_RULE);
    return withMessage(
      { operatorInfo: await operators.login(body, contextOf(request)) },
      'auth.loginSuccess',
    );
  });

  app.endpoint(session.refreshToken, async ({ body, request }) =>
    operators.refresh(body.refreshToken, contextOf(request)),
  );

  app.endpoint(session.logout, async ({ body, request }) => {
    await operators.logout({ token: requestOperatorToken(request), refreshToken: body.refreshToken });
    return null;
  });

  app.endpoint(session.me, async ({ caller }) => caller);

  app.endpoint(CONSOLE_API.operators.list, async ({ query }) => operators.list(query));

  app.endpoint(CONSOLE_API.operators.add, async ({ body, caller, request }) =>
    withMessage(await operators.add(actorOf(caller, request), body), 'console.saved'),
  );

  app.endpoint(CONSOLE_API.operators.edit, async ({ body, caller, request }) =>
    withMessage(await operators.edit(actorOf(caller, request), body), 'console.saved'),
  );

  app.endpoint(CONSOLE_API.operators.del, async ({ body, caller, request }) => {
    await operators.remove(actorOf(caller, request), body.ids);
    return withMessage(null, 'console.deleted');
  });
}
