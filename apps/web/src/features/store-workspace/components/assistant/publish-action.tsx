import { useQuery } from '@tanstack/react-query';
import type { TStoreWorkspaceClient } from '../../types';
import { PublishButton } from './publish-button';

/** The store's publish button, marked when its draft (knowledge included) differs from what visitors get. */
export function PublishAction({ client }: { client: TStoreWorkspaceClient }) {
  const detail = useQuery({ queryKey: [...client.queryKey, 'assistant'], queryFn: client.assistant.detail });
  return <PublishButton client={client} hasChanges={detail.data?.changed ?? false} />;
}
