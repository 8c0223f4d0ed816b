import { CONSOLE_API } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReloadConsoleList } from '../../components/console-table';
import { callConsole } from '../../lib/call-console';

const memberKey = (id: number) => ['console', 'member', id];

/** One member in full, as the detail panel shows them. */
export function useMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: () => callConsole(CONSOLE_API.members.detail, { query: { id } }),
  });
}

/** Fetches a member and the members list again after a change. */
export function useReloadMember(id: number): () => Promise<void> {
  const client = useQueryClient();
  const reloadList = useReloadConsoleList(CONSOLE_API.members.list);
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: memberKey(id) }), reloadList()]);
  };
}
