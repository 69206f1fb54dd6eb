import { afterPaint } from '@portal/util';
import { startTransition, useCallback, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * For a control that shows a choice by itself in the click's own task (a native radio checked, a mark moved in its
 * DOM) and renders nothing then: `choose` tells `onChange` after that frame has painted, in a transition, so what
 * the choice starts (the address, a query, the rows) never delays the click's answer (issue 15). `pending` holds a
 * choice still on its way, for the control to show meanwhile. Once the owner has answered, the control renders once
 * more, even when the owner kept its own value and rendered nothing, so it shows what the owner holds.
 */
export function useChoiceAfterPaint<T>(onChange: (next: T) => void) {
  const pending = useRef<T | null>(null);
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const [, settle] = useReducer((renders: number) => renders + 1, 0);
  const choose = useCallback((next: T) => {
    pending.current = next;
    void afterPaint().then(() => {
      if (pending.current === next) pending.current = null;
      startTransition(() => {
        latest.current(next);
        settle();
      });
    });
  }, []);
  return { pending, choose };
}
