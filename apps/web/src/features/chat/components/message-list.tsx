import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner/spinner';
import { useScrollAnchor } from '../hooks/use-scroll-anchor';
import type { TThreadMessage } from '../lib/thread-reducer';
import { MessageItem, type TMessageItemProps } from './message-item';

type TMessageListProps = Omit<TMessageItemProps, 'message' | 'isLast'> & {
  messages: TThreadMessage[];
  prepended: number;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  /** What the top of a conversation shows once every older page is there (the store's welcome). */
  intro: ReactNode;
};

/** How close to the bottom still counts as reading the newest message, in pixels. */
const BOTTOM_SLACK = 48;
/** How close to the top asks for the older page, so it is usually there before the reader arrives. */
const OLDER_MARGIN = 200;

function OlderSlot({
  hasOlder,
  isLoadingOlder,
  intro,
}: Pick<TMessageListProps, 'hasOlder' | 'isLoadingOlder' | 'intro'>) {
  if (isLoadingOlder) {
    return (
      <div className="sf-chat-older" data-testid="loading-older">
        <Spinner size="small" />
      </div>
    );
  }
  return hasOlder ? <div className="sf-chat-older" /> : intro;
}

/**
 * The conversation, newest at the bottom. It follows a streaming answer while the reader is at the bottom
 * and stops following as soon as they scroll up; older pages load near the top without moving what is on
 * screen. The rows are plain elements: history comes a page at a time, so a thread holds only what the
 * reader scrolled back to, and a virtualised list was 20 KB on every chat's first load.
 */
export function MessageList({
  messages,
  prepended,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  intro,
  ...item
}: TMessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isStuckRef = useRef(true);
  const loadOlderIfNearTopRef = useRef<() => void>(() => undefined);
  useScrollAnchor(scrollerRef, isLoadingOlder, prepended);

  loadOlderIfNearTopRef.current = () => {
    const scroller = scrollerRef.current;
    if (scroller && hasOlder && !isLoadingOlder && scroller.scrollTop <= OLDER_MARGIN) onLoadOlder();
  };

  // Whatever makes the thread taller (an answer streaming in, a picture loading) keeps the end in view
  // while the reader is there.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const follow = () => {
      if (isStuckRef.current) scroller.scrollTop = scroller.scrollHeight;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // The reader scrolled up (not the thread growing or settling at the bottom): stop following the answer.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let lastTop = scroller.scrollTop;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const fromBottom = scroller.scrollHeight - scroller.clientHeight - top;
      if (fromBottom <= BOTTOM_SLACK) isStuckRef.current = true;
      else if (top < lastTop - 2) isStuckRef.current = false;
      lastTop = top;
      loadOlderIfNearTopRef.current();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, []);

  // A thread too short to scroll never gets a scroll event: ask for the older page straight away. (A thread
  // that scrolls asks from its scroll events, so a page put in front never asks for the next by itself.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again whenever the thread changes.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && scroller.scrollHeight <= scroller.clientHeight) loadOlderIfNearTopRef.current();
  }, [messages, hasOlder, isLoadingOlder]);

  // A new question always brings the reader down to it.
  const lastUserKey = messages.findLast((message) => message.role === 'user')?.key;
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!lastUserKey || !scroller) return;
    isStuckRef.current = true;
    scroller.scrollTop = scroller.scrollHeight;
  }, [lastUserKey]);

  return (
    <div ref={scrollerRef} className="sf-chat-scroll">
      <div ref={contentRef}>
        <OlderSlot hasOlder={hasOlder} isLoadingOlder={isLoadingOlder} intro={intro} />
        {messages.map((message, index) => (
          <MessageItem key={message.key} {...item} message={message} isLast={index === messages.length - 1} />
        ))}
        <div className="sf-chat-list-end" />
      </div>
    </div>
  );
}
