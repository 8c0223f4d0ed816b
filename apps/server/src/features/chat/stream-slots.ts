/**
 * At most `limit` answers stream at once per subject (a member or a visitor), so one person cannot hold the
 * model and the server's connections with parallel streams. More sends wait their turn instead of being
 * refused, so quotas decide who is refused and nothing else. Per process: behind a load balancer each
 * process applies its own limit.
 */
export function createStreamSlots(limit: number) {
  const running = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();

  return async function acquire(subject: string): Promise<() => void> {
    if ((running.get(subject) ?? 0) >= limit) {
      await new Promise<void>((resolve) => {
        const queue = waiting.get(subject) ?? [];
        queue.push(resolve);
        waiting.set(subject, queue);
      });
    }
    running.set(subject, (running.get(subject) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (running.get(subject) ?? 1) - 1;
      if (count > 0) running.set(subject, count);
      else running.delete(subject);
      const queue = waiting.get(subject);
      const next = queue?.shift();
      if (queue && queue.length === 0) waiting.delete(subject);
      next?.();
    };
  };
}
