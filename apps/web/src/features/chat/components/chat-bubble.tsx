import type { ReactNode } from 'react';

type TChatBubbleProps = {
  /** `start`: the assistant's side, avatar first; `end`: the visitor's side, to the right. */
  placement: 'start' | 'end';
  /** `filled`: text on the brand's light tint, as questions are; `borderless`: text on the page, as answers are. */
  variant: 'filled' | 'borderless';
  /** Plain text keeps its line breaks and spaces; anything else renders as given. */
  content: ReactNode;
  avatar?: ReactNode;
  footer?: ReactNode;
  /** Three bouncing dots in place of the content, while an answer has not begun. */
  isLoading?: boolean;
  className: string;
  'data-testid': string;
  'data-role': string;
  'data-status': string;
};

/**
 * One message's bubble, in the look @ant-design/x's Bubble gave it: that component also brought its typing
 * animation, editing and slot machinery, 9 KB of each chat's first load that the chat does not use.
 */
export function ChatBubble({
  placement,
  variant,
  content,
  avatar,
  footer,
  isLoading = false,
  className,
  ...data
}: TChatBubbleProps) {
  const contentClass = `sf-bubble-content is-${variant}${typeof content === 'string' ? ' is-text' : ''}`;
  return (
    <div className={`sf-bubble is-${placement}${isLoading ? ' is-loading' : ''} ${className}`} {...data}>
      {avatar ? <div className="sf-bubble-avatar">{avatar}</div> : null}
      {isLoading ? (
        <span className="sf-bubble-dots">
          <i />
          <i />
          <i />
        </span>
      ) : (
        <div className="sf-bubble-body">
          <div className={contentClass}>{content}</div>
          {footer ? <div className={`sf-bubble-footer is-${placement}`}>{footer}</div> : null}
        </div>
      )}
    </div>
  );
}
