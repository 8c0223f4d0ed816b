import { CONSOLE_API, type TAssistantDiff, type TChatEvent } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { openEventStream } from '../../../lib/event-stream.js';
import type { TOperatorCaller } from '../../../plugins/auth.js';
import { withMessage } from '../../../plugins/contract.js';
import type { TAssistantAudit, TReader } from '../../assistants/index.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

/** Connection tests per operator per minute: each one calls a model the site pays for. */
const TEST_RULE = { name: 'assistant-test', limit: 10, windowSeconds: 60 } as const;

/** Only site owners see who answers for an assistant and its (masked) key. */
const readerOf = (caller: TOperatorCaller): TReader => ({ seesCredentials: caller.role === 'owner' });

/**
 * Each store's assistant: its drafts listed, viewed and edited (provider and key by site owners), the diff to
 * what is published, publishing, and a connection test streamed as the chat's events.
 */
export async function assistantsRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { assistants, stores, chat, operators } = deps;
  const api = CONSOLE_API.assistants;
  const tests = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const test of tests) test.abort();
  });

  const storeRef = async (storeId: number, request: FastifyRequest) => {
    const store = await stores.consoleView(storeId, request.lang);
    return { id: store.id, storeuuid: store.storeuuid, name: store.name };
  };

  app.endpoint(api.list, async ({ query, request }) => {
    const page = await assistants.listDrafts(query, request.lang);
    const names = await stores.briefsOf(
      page.list.map((row) => row.store_id),
      request.lang,
    );
    const list = page.list.flatMap((row) => {
      const store = names.get(row.store_id);
      if (!store) return [];
      return [{ ...row, storeuuid: store.storeuuid, store_name: store.name, store_status: store.status }];
    });
    return { list, total: page.total };
  });

  app.endpoint(api.detail, async ({ query, caller, request }) =>
    assistants.detail(await storeRef(query.store_id, request), readerOf(caller)),
  );

  app.endpoint(api.edit, async ({ body, caller, request }) => {
    const store = await storeRef(body.store_id, request);
    const { name, system_prompt, welcome, suggestions, ...rules } = body;
    const audit = auditChange<TAssistantAudit>(
      operators,
      actorOf(caller, request),
      'assistants.edit',
      'assistant',
    );
    await assistants.editDraft(
      store.id,
      { name, system_prompt, welcome, suggestions },
      {
        free_count: rules.free_count,
        loginset: rules.loginset,
        score_per_message: rules.score_per_message,
        context_turns: rules.context_turns,
      },
      audit,
    );
    return withMessage(await assistants.detail(store, readerOf(caller)), 'console.saved');
  });

  app.endpoint(api.provider, async ({ body, caller, request }) => {
    const store = await storeRef(body.store_id, request);
    const audit = auditChange<TAssistantAudit>(
      operators,
      actorOf(caller, request),
      'assistants.provider',
      'assistant',
    );
    await assistants.setProvider(store.id, body, audit);
    return withMessage(await assistants.detail(store, readerOf(caller)), 'console.saved');
  });

  app.endpoint(api.diff, async ({ query, caller, request }) => {
    const store = await storeRef(query.store_id, request);
    return assistants.diff(store.id, readerOf(caller));
  });

  app.endpoint(api.publish, async ({ body, caller, request }) => {
    const store = await storeRef(body.store_id, request);
    const audit = auditChange<TAssistantAudit & { diff: TAssistantDiff }>(
      operators,
      actorOf(caller, request),
      'assistants.publish',
      'assistant',
    );
    const diff = await assistants.publish(store.id, readerOf(caller), audit, {
      acknowledgeRegressions: body.acknowledge_regressions,
    });
    return withMessage(diff, 'assistants.published');
  });

  app.endpoint(
    api.test,
    async ({ body, caller, request, reply }) => {
      await request.rateLimit(TEST_RULE, `op${caller.id}`);
      const store = await stores.findById(body.store_id);
      const draft = store && (await assistants.find(store.id, 'draft'));
      if (!store || !draft) throw new AppError('assistants.notFound');
      const controller = new AbortController();
      tests.add(controller);
      let finished = false;
      reply.raw.on('close', () => {
        if (!finished) controller.abort();
      });
      const { emit, end } = openEventStream<TChatEvent>(reply);
      chat
        .testAnswer({
          assistant: draft,
          store,
          question: body.question,
          lang: request.lang,
          emit,
          signal: controller.signal,
          log: request.log,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'connection test crashed'))
        .finally(() => {
          finished = true;
          tests.delete(controller);
          end();
        });
      return reply;
    },
    { compress: false },
  );
}
