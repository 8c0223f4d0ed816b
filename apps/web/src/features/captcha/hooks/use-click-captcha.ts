import { formatCaptchaInfo, type TClickCaptcha } from '@storefront/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkClickCaptcha } from '../api/check-click-captcha';
import { getClickCaptcha } from '../api/get-click-captcha';
import { newCaptchaId } from '../lib/captcha-id';

export type TCaptchaAnswer = { captchaId: string; captchaInfo: string };
export type TCaptchaPoint = { x: number; y: number };
export type TShownSize = { width: number; height: number };
export type TCaptchaStatus = 'loading' | 'ready' | 'checking' | 'success' | 'wrong' | 'failed';

type TState = {
  status: TCaptchaStatus;
  captcha: TClickCaptcha | null;
  /** Clicks in the coordinates of the image as shown, with the size it was shown at. */
  points: TCaptchaPoint[];
  shown: TShownSize;
};

/** Long enough to read 'Verification is successful!' before the dialog closes. */
const SUCCESS_PAUSE_MS = 600;
/** Long enough to read the 'wrong area' message before a new image replaces the old one. */
const WRONG_PAUSE_MS = 1200;

const initial: TState = { status: 'loading', captcha: null, points: [], shown: { width: 0, height: 0 } };

/**
 * The click captcha's states: load an image under a new id, collect the clicks on the named targets in order,
 * check them (without consuming the captcha) and hand id and info to `onSuccess`; a wrong answer loads a new
 * image. Results that arrive after a reload or unmount are dropped (the generation counter).
 */
export function useClickCaptcha(onSuccess: (answer: TCaptchaAnswer) => void) {
  const [state, setState] = useState<TState>(initial);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  const load = useCallback(async () => {
    const run = ++generation.current;
    clearTimeout(timer.current);
    setState(initial);
    try {
      const captcha = await getClickCaptcha(newCaptchaId());
      if (run === generation.current) setState({ ...initial, status: 'ready', captcha });
    } catch {
      // Any failure (network, refused, bad shape) is shown as 'loading failed' with the refresh button.
      if (run === generation.current) setState({ ...initial, status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      generation.current++;
      clearTimeout(timer.current);
    };
  }, [load]);

  const verify = async (captchaId: string, captchaInfo: string) => {
    const run = generation.current;
    const isRight = await checkClickCaptcha(captchaId, captchaInfo);
    if (run !== generation.current) return;
    setState((current) => ({ ...current, status: isRight ? 'success' : 'wrong' }));
    timer.current = isRight
      ? setTimeout(() => onSuccessRef.current({ captchaId, captchaInfo }), SUCCESS_PAUSE_MS)
      : setTimeout(() => void load(), WRONG_PAUSE_MS);
  };

  const click = (point: TCaptchaPoint, shown: TShownSize) => {
    const { status, captcha } = state;
    if (status !== 'ready' || !captcha) return;
    const points = [...state.points, point];
    if (points.length < captcha.text.length) {
      setState({ ...state, points, shown });
      return;
    }
    setState({ ...state, points, shown, status: 'checking' });
    void verify(captcha.id, formatCaptchaInfo(points, shown)).catch(() => load());
  };

  return { ...state, click, reload: load };
}
