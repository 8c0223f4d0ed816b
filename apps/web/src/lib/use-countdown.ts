import { useEffect, useState } from 'react';

/** Whole seconds left until a moment, ticking; `start(n)` begins a countdown of n seconds. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  return {
    seconds: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start: (seconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
  };
}
