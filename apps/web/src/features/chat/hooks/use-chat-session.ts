import type { TAgentType } from '@storefront/shared';
import { useCallback, useEffect, useState } from 'react';
import { updateChatInfo } from '../../../lib/chat-info';
import { useChatInit } from '../api/get-chat-init';
import type { TDoneEvent } from './use-answer-stream';

/**
 * The chat info of the store on this page (GET /api/chat/init on every mount) and the counters each finished
 * answer updates: messages sent today and, for visitors, free messages left.
 */
export function useChatSession(storeuuid: string | undefined, agentType?: TAgentType) {
  const init = useChatInit(storeuuid, agentType);
  const [counters, setCounters] = useState<Pick<TDoneEvent, 'usecount' | 'free_count_left'> | null>(null);

  // A fresh init (another store, a login) replaces whatever the last answer reported.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the init answer changes.
  useEffect(() => setCounters(null), [init.data]);

  const applyDone = useCallback((event: TDoneEvent) => {
    setCounters({ usecount: event.usecount, free_count_left: event.free_count_left });
    updateChatInfo({ usecount: event.usecount });
  }, []);

  const freeCountLeft = counters ? counters.free_count_left : (init.data?.free_count_left ?? null);
  return { init, freeCountLeft, applyDone };
}
