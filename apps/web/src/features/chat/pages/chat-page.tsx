import { ChatChromeContext } from '../hooks/use-chat-chrome';
import type { TChatChrome, TChatVariant } from '../types';
import { ClassicChat } from './classic-chat';
import { MemberChat } from './member-chat';
import { StandaloneChat } from './standalone-chat';
import '../styles/chat.css';
import '../styles/markdown.css';
import '../../../components/markdown/code-theme.css';
import '../styles/chat-dock.css';
import '../styles/conversations.css';

export type { TChatVariant };

/**
 * The chat routes: full-screen without the site layout (`/chatai`, `/newchat`, `/` on a chat host), and inside
 * the member centre with the conversation list (`/user/chatai`) or as the classic single thread.
 */
export function ChatPage({ variant, ...chrome }: { variant: TChatVariant } & TChatChrome) {
  return (
    <ChatChromeContext.Provider value={chrome}>
      {variant === 'member' ? <MemberChat /> : null}
      {variant === 'classic' ? <ClassicChat /> : null}
      {variant === 'full' || variant === 'new' ? <StandaloneChat isNew={variant === 'new'} /> : null}
    </ChatChromeContext.Provider>
  );
}
