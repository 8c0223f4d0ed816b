import { useSyncExternalStore } from 'react';

export type TStore<S> = {
  get: () => S;
  set: (next: Partial<S> | ((state: S) => Partial<S>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store (state + subscribe) that React reads through useSyncExternalStore. */
export function createStore<S extends object>(initial: S): TStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      const patch = typeof next === 'function' ? next(state) : next;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store; the selector must return a stable value (a field, not a new object). */
export function useStore<S extends object, T>(store: TStore<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
