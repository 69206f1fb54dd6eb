import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useGetOrdersQuery } from '../endpoints/shop';
import { useGetProfileQuery } from '../endpoints/profile';
import { useStudent } from '../hooks';
import {
  addLine,
  basketItemCount,
  basketStorageKey,
  EMPTY_BASKET,
  parseBasket,
  removeLine,
  setLineQuantity,
  type AddResult,
  type Basket,
  type NewBasketLine,
} from './basket-store';

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; basket: Basket }>();

function read(key: string): Basket {
  const raw = window.localStorage.getItem(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.basket;
  const basket = parseBasket(raw);
  snapshots.set(key, { raw, basket });
  return basket;
}

function write(key: string, basket: Basket): void {
  if (basket.lines.length) window.localStorage.setItem(key, JSON.stringify(basket));
  else window.localStorage.removeItem(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same student changes the same basket.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('portal-basket:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const newBasketId = () => `bsk_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

export interface UseBasket {
  /** False until the student is known; a basket belongs to one student. */
  ready: boolean;
  basket: Basket;
  count: number;
  add: (line: NewBasketLine, maxQuantity?: number) => AddResult;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
}

/** The student's basket, kept in this browser under `portal-basket:<student_id>`. */
export function useBasket(): UseBasket {
  useGetProfileQuery();
  const studentId = useStudent()?.student_id ?? null;
  const key = studentId === null ? null : basketStorageKey(studentId);
  const basket = useSyncExternalStore(
    subscribe,
    () => (key ? read(key) : EMPTY_BASKET),
    () => EMPTY_BASKET,
  );

  const add = useCallback(
    (line: NewBasketLine, maxQuantity?: number): AddResult => {
      if (!key) return { ok: false, error: 'full' };
      const result = addLine(read(key), line, newBasketId, maxQuantity);
      if (result.ok) write(key, result.basket);
      return result;
    },
    [key],
  );
  const setQuantity = useCallback(
    (lineKey: string, quantity: number) => key && write(key, setLineQuantity(read(key), lineKey, quantity)),
    [key],
  );
  const remove = useCallback((lineKey: string) => key && write(key, removeLine(read(key), lineKey)), [key]);
  const clear = useCallback(() => key && write(key, EMPTY_BASKET), [key]);

  return useMemo(
    () => ({ ready: key !== null, basket, count: basketItemCount(basket), add, setQuantity, remove, clear }),
    [key, basket, add, setQuantity, remove, clear],
  );
}

/**
 * Empties the basket once an order paid from it shows up: the payment side never touches the basket,
 * the basket recognises its own basket_id in the orders.
 */
export function useBasketOrderSync(): void {
  const { basket, clear } = useBasket();
  const { data: orders } = useGetOrdersQuery(undefined, { skip: !basket.basket_id });
  useEffect(() => {
    if (
      basket.basket_id &&
      orders?.some((order) => order.basket_id === basket.basket_id && order.status === 'paid')
    )
      clear();
  }, [basket.basket_id, orders, clear]);
}
