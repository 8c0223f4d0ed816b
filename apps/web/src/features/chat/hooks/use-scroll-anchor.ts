import { type RefObject, useLayoutEffect, useRef } from 'react';

const SETTLE_FRAMES = 30;
const STABLE_FRAMES = 4;

/** The first message row the reader sees (rows carry `data-key`), and how far it sits below the top. */
function captureAnchor(scroller: HTMLElement) {
  const top = scroller.getBoundingClientRect().top;
  const rows = scroller.querySelectorAll<HTMLElement>('[data-key]');
  const first = [...rows].find((row) => row.getBoundingClientRect().bottom > top);
  return first?.dataset.key
    ? { key: first.dataset.key, offset: first.getBoundingClientRect().top - top }
    : null;
}

/**
 * Keeps the message the reader is looking at where it is while older messages are put above it: the row
 * seen first is noted before they come, and for a few frames after (rows can settle late: markdown, pictures)
 * any distance it moved is scrolled away. The reader's own scrolling ends the correction.
 */
export function useScrollAnchor(
  scrollerRef: RefObject<HTMLElement | null>,
  isLoadingOlder: boolean,
  prepended: number,
) {
  const anchorRef = useRef<{ key: string; offset: number } | null>(null);

  useLayoutEffect(() => {
    if (isLoadingOlder && scrollerRef.current) anchorRef.current = captureAnchor(scrollerRef.current);
  }, [isLoadingOlder, scrollerRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages were put in front.
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const scroller = scrollerRef.current;
    if (!anchor || !scroller || prepended === 0) return;
    let frame = 0;
    let frames = 0;
    let stable = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      anchorRef.current = null;
      scroller.removeEventListener('wheel', stop);
      scroller.removeEventListener('touchstart', stop);
    };
    const settle = () => {
      const row = scroller.querySelector<HTMLElement>(`[data-key="${CSS.escape(anchor.key)}"]`);
      const delta = row
        ? row.getBoundingClientRect().top - scroller.getBoundingClientRect().top - anchor.offset
        : 0;
      if (Math.abs(delta) > 0.5) {
        scroller.scrollTop += delta;
        stable = 0;
      } else {
        stable += 1;
      }
      frames += 1;
      if (frames < SETTLE_FRAMES && stable < STABLE_FRAMES) frame = requestAnimationFrame(settle);
      else stop();
    };
    scroller.addEventListener('wheel', stop, { passive: true });
    scroller.addEventListener('touchstart', stop, { passive: true });
    frame = requestAnimationFrame(settle);
    return stop;
  }, [prepended]);
}
