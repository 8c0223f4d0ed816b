import { useCallback, useState } from 'react';
import { HttpError } from './http';

/**
 * A form's request with a busy flag for its button. A refusal the http layer has already shown (code 0, a
 * network error) ends quietly; anything else is a bug and is thrown on.
 */
export function useSubmit(): { isBusy: boolean; run: (action: () => Promise<void>) => Promise<void> } {
  const [isBusy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    } finally {
      setBusy(false);
    }
  }, []);
  return { isBusy, run };
}
