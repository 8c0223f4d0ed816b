import type { ReactNode } from 'react';
import { Button } from './button/button';

type TSubmitButtonProps = {
  children: ReactNode;
  /** The request is under way: the button spins and a second press does nothing. */
  busy: boolean;
  testId: string;
  size?: 'middle' | 'large';
  /** Full width, as in the sign-in and member-centre forms (default). */
  block?: boolean;
};

/** A form's primary submit button. */
export function SubmitButton({ children, busy, testId, size = 'middle', block = true }: TSubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" size={size} block={block} loading={busy} data-testid={testId}>
      {children}
    </Button>
  );
}
