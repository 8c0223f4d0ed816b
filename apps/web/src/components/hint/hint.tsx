import type { ReactNode } from 'react';
import './hint.css';

type THintProps = {
  /** The text shown; the control inside still needs its own accessible name (`aria-label`). */
  title: string;
  /** Where the hint shows: above, below, or below and aligned to the control's end (at a screen's edge). */
  placement?: 'top' | 'bottom' | 'bottom-end';
  /** Waits longer before showing, for rows of small actions the pointer passes over. */
  isSlow?: boolean;
  children: ReactNode;
};

/**
 * A hint over an icon button, in antd Tooltip's look, drawn by CSS on hover (where there is a pointer that
 * hovers) and on keyboard focus: antd's Tooltip brings its positioning engine and portal, some 20 KB every page
 * loaded for the header's two hints.
 */
export function Hint({ title, placement = 'top', isSlow = false, children }: THintProps) {
  return (
    <span className={`sf-hint is-${placement}${isSlow ? ' is-slow' : ''}`} data-hint={title}>
      {children}
    </span>
  );
}
