import { lazy, Suspense } from 'react';
import { ThreadSkeleton } from '../components/chat-state';
import { ChatChromeContext } from '../hooks/use-chat-chrome';
import type { TChatAddress, TChatChrome, TChatVariant } from '../types';
import { StandaloneChat } from './standalone-chat';
// The bubble's own look first: chat.css adjusts it for questions and answers.
import '../styles/chat-bubble.css';
import '../styles/chat.css';
import '../styles/markdown.css';
import '../../../components/markdown/code-theme.css';
import '../styles/chat-dock.css';
import '../styles/chat-handoff.css';
import '../styles/conversations.css';

export type { TChatAddress, TChatVariant };

/**
 * The member centre's chats (the conversation list with its drawer and menus, the classic thread) come in chunks
 * of their own: the full-screen chat and the widget, opened by visitors, never download them.
 */
const MemberChat = lazy(() => import('./member-chat').then((m) => ({ default: m.MemberChat })));
const ClassicChat = lazy(() => import('./classic-chat').then((m) => ({ default: m.ClassicChat })));

/**
 * The chat routes: full-screen without the site layout (`/chatai`, `/newchat`, `/` on a chat host), and inside
 * the member centre with the conversation list (`/user/chatai`) or as the classic single thread.
 */
export function ChatPage({
  variant,
  address,
  ...chrome
}: { variant: TChatVariant; address: TChatAddress } & TChatChrome) {
  return (
    <ChatChromeContext.Provider value={chrome}>
      <Suspense fallback={<ThreadSkeleton />}>
        {variant === 'member' ? <MemberChat /> : null}
        {variant === 'classic' ? <ClassicChat /> : null}
      </Suspense>
      {variant === 'full' || variant === 'new' ? (
        <StandaloneChat isNew={variant === 'new'} address={address} />
      ) : null}
    </ChatChromeContext.Provider>
  );
}
