import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, showToast } from '../../lib/feedback';

/** How long a removal waits for "Undo" before it is sent to the server. */
export const UNDO_SECONDS = 6;

type TRemoval = {
  /** Removes on the server (a list endpoint's delete). */
  remove: (ids: number[]) => Promise<unknown>;
  /** After the server removed it (or refused): reload the list. */
  onSettled: () => void;
};

/**
 * A single removal the user can take back: the row disappears at once and a toast offers "Undo" for
 * UNDO_SECONDS; only then is the delete sent, so undoing restores the very same row (its id, links and
 * position), not a copy. Leaving the page sends the removals still waiting; closing the tab before then keeps
 * the row, which loses nothing.
 */
export function useUndoableRemoval({ remove, onSettled }: TRemoval) {
  const { t } = useTranslation('app');
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef({ remove, onSettled });
  latest.current = { remove, onSettled };

  const show = useCallback((id: number, isHidden: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (isHidden) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const send = useCallback(
    async (id: number) => {
      timers.current.delete(id);
      closeToast(`undo-${id}`);
      await latest.current.remove([id]).catch(() => undefined);
      latest.current.onSettled();
      show(id, false);
    },
    [show],
  );

  const undo = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      closeToast(`undo-${id}`);
      show(id, false);
    },
    [show],
  );

  const removeLater = useCallback(
    (id: number, what: string) => {
      show(id, true);
      timers.current.set(
        id,
        setTimeout(() => void send(id), UNDO_SECONDS * 1000),
      );
      showToast(
        <span className="sf-undo-toast" data-testid="undo-toast">
          {t('undo.removed', { what })}
          <Button type="link" size="small" onClick={() => undo(id)} data-testid="undo-removal">
            {t('undo.action')}
          </Button>
        </span>,
        { key: `undo-${id}`, seconds: UNDO_SECONDS },
      );
    },
    [send, show, t, undo],
  );

  // Leaving the page does not take back what the user removed.
  useEffect(
    () => () => {
      for (const [id, timer] of timers.current) {
        clearTimeout(timer);
        closeToast(`undo-${id}`);
        void latest.current.remove([id]).catch(() => undefined);
      }
    },
    [],
  );

  return { hidden, removeLater };
}
