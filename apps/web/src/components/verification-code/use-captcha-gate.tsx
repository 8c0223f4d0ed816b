import { type ReactNode, useRef, useState } from 'react';
import type { TCaptchaAnswer, TCaptchaDialog } from './types';

/**
 * Puts the click captcha in front of a request: `verify()` opens the dialog and resolves with the answer, or
 * null when the user closes it. Render `dialog` once in the component that calls `verify`.
 */
export function useCaptchaGate(Captcha: TCaptchaDialog): {
  verify: () => Promise<TCaptchaAnswer | null>;
  dialog: ReactNode;
} {
  const [isOpen, setOpen] = useState(false);
  const settleRef = useRef<((answer: TCaptchaAnswer | null) => void) | null>(null);

  const settle = (answer: TCaptchaAnswer | null) => {
    setOpen(false);
    settleRef.current?.(answer);
    settleRef.current = null;
  };

  const verify = () =>
    new Promise<TCaptchaAnswer | null>((resolve) => {
      settleRef.current?.(null);
      settleRef.current = resolve;
      setOpen(true);
    });

  return { verify, dialog: <Captcha open={isOpen} onSuccess={settle} onCancel={() => settle(null)} /> };
}
