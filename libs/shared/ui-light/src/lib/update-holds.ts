import { useEffect } from 'react';

/**
 * Pages in the middle of something (a payment between checkout and its outcome, a form with unsaved input)
 * hold app updates: while any hold is active, a new version does not reload the page (libs/pwa reads this).
 * It lives in ui because every feature lib may import ui, and the pwa lib may too.
 */
type Listener = () => void;

const holds = new Set<symbol>();
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export const updateHolds = {
  /** True while any page holds updates. */
  isHeld: (): boolean => holds.size > 0,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adds a hold; the returned function releases it (once). */
  hold(): () => void {
    const id = Symbol('update-hold');
    holds.add(id);
    notify();
    return () => {
      if (holds.delete(id)) notify();
    };
  },
};

/** Holds app updates while `active` is true and the component is mounted. */
export function useHoldUpdates(active: boolean): void {
  useEffect(() => (active ? updateHolds.hold() : undefined), [active]);
}
