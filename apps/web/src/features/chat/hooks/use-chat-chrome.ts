import { createContext, useContext } from 'react';
import type { TChatChrome } from '../types';

export const ChatChromeContext = createContext<TChatChrome>({ cdnUrl: '' });

/** The app-provided pieces of the chat pages (see TChatChrome). */
export function useChatChrome(): TChatChrome {
  return useContext(ChatChromeContext);
}
