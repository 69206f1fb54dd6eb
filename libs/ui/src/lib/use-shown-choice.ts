import { afterPaint } from '@portal/util';
import { startTransition, useCallback, useOptimistic } from 'react';

/**
 * A control's choice shown in the click's own frame, and told to the page after that frame has painted (issue 15):
 * a click re-renders the control alone (the Pager's page numbers), and what the choice starts (the address, a query,
 * the rows) follows as a transition the browser can interrupt. The shown choice falls back to `value` once the page
 * has taken it (or kept its own, if it refused).
 */
export function useShownChoice<T>(value: T, onChange: (next: T) => void): [T, (next: T) => void] {
  const [shown, show] = useOptimistic(value);
  const choose = useCallback(
    (next: T) =>
      startTransition(async () => {
        show(next);
        await afterPaint();
        startTransition(() => onChange(next));
      }),
    [onChange, show],
  );
  return [shown, choose];
}
