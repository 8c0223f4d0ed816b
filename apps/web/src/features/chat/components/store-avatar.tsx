import { fullUrl } from '@storefront/shared';
import { Avatar } from 'antd';
import { useChatChrome } from '../hooks/use-chat-chrome';

/** The store's logo, or its initial on the brand colour when it has none. */
export function StoreAvatar({ name, logo, size }: { name: string; logo: string; size: number }) {
  const { cdnUrl } = useChatChrome();
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <Avatar
      className="sf-chat-avatar"
      size={size}
      shape="square"
      src={logo ? fullUrl(logo, cdnUrl) : undefined}
      alt=""
    >
      {initial}
    </Avatar>
  );
}
