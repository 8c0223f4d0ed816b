import { useParams, useSearchParams } from 'react-router';
import type { ChatPage, TChatVariant } from '../../features/chat/pages/chat-page';
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
 * The chat page of `variant` as the router shows it, once its chunk has come: its address from the route, the
 * site's CDN base (store logos), the language and theme switches and the member entry. This part stays in the
 * app's shell, so the chat page's chunk is the route's one lazy entry.
 */
export function loadChatRoute(variant: TChatVariant) {
  return import('../../features/chat/pages/chat-page').then(({ ChatPage }) => chatRoute(ChatPage, variant));
}

function chatRoute(Page: typeof ChatPage, variant: TChatVariant) {
  return function ChatRoute() {
    const { storeuuid } = useParams();
    const [searchParams] = useSearchParams();
    const { site } = useSite();
    return (
      <Page
        variant={variant}
        address={{ storeuuid, searchParams }}
        cdnUrl={site.cdnUrl}
        toolbar={toolbar}
        account={<MemberEntry />}
      />
    );
  };
}
