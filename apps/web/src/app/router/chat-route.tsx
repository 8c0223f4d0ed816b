import { useParams, useSearchParams } from 'react-router';
import { ChatPage, type TChatVariant } from '../../features/chat/pages/chat-page';
import { useSite } from '../../features/site';
import { LangSwitch } from '../layouts/header/lang-switch';
import { MemberEntry } from '../layouts/header/member-entry';
import { ThemeSwitch } from '../layouts/header/theme-switch';

const toolbar = (
  <>
    <LangSwitch />
    <ThemeSwitch />
  </>
);

/**
 * A chat page as the router shows it: its address from the route, the site's CDN base (store logos), the
 * language and theme switches and the member entry.
 */
export function ChatRoute({ variant }: { variant: TChatVariant }) {
  const { storeuuid } = useParams();
  const [searchParams] = useSearchParams();
  const { site } = useSite();
  return (
    <ChatPage
      variant={variant}
      address={{ storeuuid, searchParams }}
      cdnUrl={site.cdnUrl}
      toolbar={toolbar}
      account={<MemberEntry />}
    />
  );
}
