import { Spin } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useScrollAnchor } from '../hooks/use-scroll-anchor';
import type { TThreadMessage } from '../lib/thread-reducer';
import { MessageItem, type TMessageItemProps } from './message-item';

/** Virtuoso needs a positive first index that only ever decreases as older pages are put in front. */
const FIRST_INDEX = 1_000_000;

type TMessageListProps = Omit<TMessageItemProps, 'message' | 'isLast'> & {
  messages: TThreadMessage[];
  prepended: number;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  /** What the top of a conversation shows once every older page is there (the store's welcome). */
  intro: React.ReactNode;
};

type TListContext = Pick<TMessageListProps, 'hasOlder' | 'isLoadingOlder' | 'intro'>;

function ListHeader({ context }: { context: TListContext }) {
  if (context.isLoadingOlder) {
    return (
      <div className="sf-chat-older" data-testid="loading-older">
        <Spin size="small" />
      </div>
    );
  }
  return context.hasOlder ? <div className="sf-chat-older" /> : context.intro;
}

const ListFooter = () => <div className="sf-chat-list-end" />;
const COMPONENTS = { Header: ListHeader, Footer: ListFooter };
const BOTTOM_SLACK = 48;

/**
 * The conversation as a virtualised list, so long threads stay smooth. It follows a streaming answer while
 * the reader is at the bottom and stops following as soon as they scroll up; older pages load at the top
 * without moving what is on screen.
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
  const listRef = useRef<VirtuosoHandle>(null);
  const isStuckRef = useRef(true);
  const detachRef = useRef<() => void>(() => undefined);
  const scrollerRef = useRef<HTMLElement | null>(null);
  useScrollAnchor(scrollerRef, isLoadingOlder, prepended);

  // The reader scrolled up (not the list growing or settling at the bottom): stop following the answer.
  const handleScroller = useCallback((element: HTMLElement | Window | null) => {
    detachRef.current();
    scrollerRef.current = element instanceof HTMLElement ? element : null;
    if (!(element instanceof HTMLElement)) return;
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const top = element.scrollTop;
      const fromBottom = element.scrollHeight - element.clientHeight - top;
      if (top < lastTop - 2 && fromBottom > BOTTOM_SLACK) isStuckRef.current = false;
      lastTop = top;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    detachRef.current = () => element.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => () => detachRef.current(), []);

  // A new question always brings the reader down to it.
  const lastUserKey = messages.findLast((message) => message.role === 'user')?.key;
  useEffect(() => {
    if (!lastUserKey) return;
    isStuckRef.current = true;
    listRef.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [lastUserKey]);

  const handleHeightChange = useCallback(() => {
    if (isStuckRef.current) listRef.current?.scrollTo({ top: Number.MAX_SAFE_INTEGER });
  }, []);

  return (
    <Virtuoso
      ref={listRef}
      className="sf-chat-scroll"
      data={messages}
      context={{ hasOlder, isLoadingOlder, intro }}
      components={COMPONENTS}
      firstItemIndex={FIRST_INDEX - prepended}
      initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
      computeItemKey={(_, message) => message.key}
      itemContent={(index, message) => (
        <MessageItem
          {...item}
          message={message}
          isLast={index === FIRST_INDEX - prepended + messages.length - 1}
        />
      )}
      increaseViewportBy={{ top: 600, bottom: 300 }}
      scrollerRef={handleScroller}
      atBottomThreshold={BOTTOM_SLACK}
      atBottomStateChange={(isAtBottom) => {
        if (isAtBottom) isStuckRef.current = true;
      }}
      totalListHeightChanged={handleHeightChange}
      startReached={() => {
        if (hasOlder && !isLoadingOlder) onLoadOlder();
      }}
    />
  );
}
