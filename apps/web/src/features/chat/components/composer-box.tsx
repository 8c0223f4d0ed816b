import { ArrowUpOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { isSendKey } from '../lib/send-key';

type TComposerBoxProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onStop: () => void;
  isStreaming: boolean;
  maxRows: number;
  placeholder: string;
  sendLabel: string;
  stopLabel: string;
};

/** The height of one line of the input (the theme's 14 px at its line height), in pixels. */
const LINE_PX = 22;

/** The answer's progress and the way to stop it: a turning ring around a square. */
function StopIcon() {
  return (
    <svg viewBox="0 0 1000 1000" className="sf-composer-stop-icon" aria-hidden>
      <rect fill="currentColor" height="250" rx="24" ry="24" width="250" x="375" y="375" />
      <circle cx="500" cy="500" fill="none" r="450" stroke="currentColor" strokeWidth="100" opacity="0.45" />
      <circle
        className="sf-composer-stop-ring"
        cx="500"
        cy="500"
        fill="none"
        r="450"
        stroke="currentColor"
        strokeWidth="100"
        strokeDasharray="600 9999999"
      />
    </svg>
  );
}

/**
 * The chat's input box: a text area that grows with its text up to `maxRows` lines, and beside it the send
 * button, or the stop button while an answer streams (when Enter sends nothing).
 */
export function ComposerBox({
  value,
  onChange,
  onSubmit,
  onStop,
  isStreaming,
  maxRows,
  placeholder,
  sendLabel,
  stopLabel,
}: TComposerBoxProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, read from the element
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, maxRows * LINE_PX)}px`;
  }, [value, maxRows]);

  // The stop button gives way to the send button once the answer ends: focus goes back to the input rather than
  // falling to the page, so the next question can be typed at once.
  const stop = () => {
    onStop();
    input.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Esc stops an answer being written, as the stop button does.
    if (event.key === 'Escape' && isStreaming) {
      event.preventDefault();
      onStop();
      return;
    }
    if (!isSendKey(event)) return;
    event.preventDefault();
    if (!isStreaming && value.trim()) onSubmit();
  };

  return (
    <div className="sf-composer-box">
      <textarea
        ref={input}
        className="sf-composer-input"
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        enterKeyHint="send"
      />
      {isStreaming ? (
        <button
          type="button"
          className="sf-composer-button is-stop"
          onClick={stop}
          aria-label={stopLabel}
          title={stopLabel}
          data-testid="chat-stop"
        >
          <StopIcon />
        </button>
      ) : (
        <button
          type="button"
          className="sf-composer-button"
          onClick={onSubmit}
          disabled={!value.trim()}
          aria-label={sendLabel}
          title={sendLabel}
          data-testid="chat-send"
        >
          <ArrowUpOutlined />
        </button>
      )}
    </div>
  );
}
