import { useEffect } from 'react';

/** What the widget script on the host page listens for to close its panel (apps/server/src/features/widget). */
export const WIDGET_CLOSE_MESSAGE = { type: 'storefront-widget:close' } as const;

/** Whether this page is the widget's frame on another page (the compact chat opened by the widget script). */
export function isInWidgetFrame(): boolean {
  return window.parent !== window;
}

/**
 * Asks the host page to close the widget. The message carries nothing but its type, so any host may read it;
 * the script takes it only from its own frame.
 */
export function closeWidget(): void {
  window.parent.postMessage(WIDGET_CLOSE_MESSAGE, '*');
}

const hasOpenDialog = () =>
  [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.checkVisibility());

/**
 * Esc inside the widget's frame closes the widget, as it does on the host page: keys never leave a frame, so
 * the frame says so. An Esc that something in the chat used (stopping an answer, leaving a question's editor,
 * closing a dialog) is theirs.
 */
export function useEscapeClosesWidget(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || !isInWidgetFrame()) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.sf-chat-edit') || hasOpenDialog()) return;
      closeWidget();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isActive]);
}
