import { CONSOLE_API, type TEndpointBody } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/call-console';

const RULES_KEY = ['console', 'rules'];

/** The whole rule tree, disabled rules too. */
export const useRuleTree = () =>
  useQuery({ queryKey: [...RULES_KEY, 'tree'], queryFn: () => callConsole(CONSOLE_API.rules.list) });

/** What a member and a visitor see now, in the console's language. */
export function useRulePreview() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...RULES_KEY, 'preview', i18n.language],
    queryFn: () => callConsole(CONSOLE_API.rules.preview),
  });
}

/** Runs a change, then fetches the tree and the preview again (also after a refusal: the tree may be stale). */
export function useRuleChange() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: RULES_KEY });
  return {
    reload,
    move: (body: TEndpointBody<typeof CONSOLE_API.rules.move>) =>
      callConsole(CONSOLE_API.rules.move, { body }).finally(reload),
    setStatus: (body: TEndpointBody<typeof CONSOLE_API.rules.status>) =>
      callConsole(CONSOLE_API.rules.status, { body, showSuccessMessage: true }).finally(reload),
    remove: (ids: number[]) =>
      callConsole(CONSOLE_API.rules.del, { body: { ids }, showSuccessMessage: true }).finally(reload),
  };
}
