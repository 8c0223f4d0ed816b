import type { TAgentType } from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import type { TVisitorOrMember } from '../../plugins/auth.js';

/** The agent type a host opens the chat as (the console's chat hosts, or CHAT_HOSTS); undefined for others. */
export type THostAgentType = (hostname: string) => Promise<TAgentType | undefined>;

/** Whether the caller may use a store's draft assistant, asked only when the draft is. */
export type TMayTryDraft = (storeId: number) => Promise<boolean>;

/**
 * A store's draft is unpublished work: only the store's own owner (My store's draft chat), an operator of the
 * console (header `ba-token`) and anyone on a host configured as `testagent` reach it. Everyone else asking
 * for `testagent` is answered by the published assistant, and a send to the draft's chatkey is refused.
 */
export function draftAccessOf(
  request: FastifyRequest,
  caller: TVisitorOrMember | undefined,
  hostAgentType: THostAgentType,
): TMayTryDraft {
  return async (storeId) => {
    if (caller?.kind === 'member' && caller.user.shop_id === storeId) return true;
    if ((await hostAgentType(request.hostname)) === 'testagent') return true;
    return (await request.operatorSession()).state === 'operator';
  };
}
