import { useEffect, useState } from 'react';

/** How long typing pauses before a search is asked for (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
