import { fullUrl } from '@storefront/shared';
import { StoreAvatar as SharedStoreAvatar } from '../../../components/store-avatar/store-avatar';
import { useChatChrome } from '../hooks/use-chat-chrome';

/** The store's avatar with its logo path resolved against the CDN the chat was given. */
export function StoreAvatar({ name, logo, size }: { name: string; logo: string; size: number }) {
  const { cdnUrl } = useChatChrome();
  return <SharedStoreAvatar name={name} logoUrl={logo ? fullUrl(logo, cdnUrl) : ''} size={size} />;
}
