import type { KeyboardEvent } from 'react';

/**
 * Enter sends; Shift+Enter breaks the line, and so does the Enter that confirms an input method's candidate
 * (pinyin): `isComposing` says so, and Safari, which clears it first, still reports key code 229.
 */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && event.keyCode !== 229;
}
