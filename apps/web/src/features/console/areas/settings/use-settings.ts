import {
  CONSOLE_API,
  type TDeliveryEditBody,
  type TEndpointBody,
  type TSettingsEditBody,
} from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callConsole } from '../../lib/call-console';

const SETTINGS_KEY = ['console', 'settings'];
const DELIVERY_KEY = ['console', 'settings', 'delivery'];

/** The settings every operator edits, with what the environment sets beside them. */
export const useSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callConsole(CONSOLE_API.settings.detail) });

/** Mail and SMS (owners only; `enabled` false for editors, whom the server refuses anyway). */
export const useDelivery = (enabled: boolean) =>
  useQuery({
    queryKey: DELIVERY_KEY,
    queryFn: () => callConsole(CONSOLE_API.settings.delivery),
    enabled,
  });

/** Saves sections and shows what the server kept. */
export function useSaveSettings(): (body: TSettingsEditBody) => Promise<void> {
  const client = useQueryClient();
  return async (body) => {
    const saved = await callConsole(CONSOLE_API.settings.edit, {
      body: body as TEndpointBody<typeof CONSOLE_API.settings.edit>,
      showSuccessMessage: true,
    });
    client.setQueryData(SETTINGS_KEY, saved);
  };
}

/** Saves mail or SMS; the answer has the secrets masked again. */
export function useSaveDelivery(): (body: TDeliveryEditBody) => Promise<void> {
  const client = useQueryClient();
  return async (body) => {
    const saved = await callConsole(CONSOLE_API.settings.editDelivery, { body, showSuccessMessage: true });
    client.setQueryData(DELIVERY_KEY, saved);
  };
}
