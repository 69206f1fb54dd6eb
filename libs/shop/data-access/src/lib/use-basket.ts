import { useCallback, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useGetOrdersQuery } from './shop-api';
import { useCurrentStudent } from '@portal/profile/data-access';
import { useAppDispatch, useAppSelector } from '@portal/data-access';
import {
  priceBasket,
  priceSourceKey,
  priceSourcesOf,
  requestPriceSource,
  selectPriceSource,
  type BasketPricing,
  type PriceSource,
  type PriceSourceResult,
} from './basket-pricing';
import {
  addToBasket,
  basketCleared,
  lineQuantitySet,
  lineRemoved,
  selectBasket,
  selectBasketCount,
  selectBasketReady,
} from './basket-slice';
import type { AddResult, Basket, NewBasketLine } from './basket-store';

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

/** The signed-in student's basket (the `basket` slice, kept in this browser under `portal-basket:<student_id>`). */
export function useBasket(): UseBasket {
  // The basket is the student's: it is ready once the profile has said who they are.
  useCurrentStudent();
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectBasketReady);
  const basket = useAppSelector(selectBasket);
  const count = useAppSelector(selectBasketCount);
  const add = useCallback(
    (line: NewBasketLine, maxQuantity?: number) => dispatch(addToBasket(line, maxQuantity)),
    [dispatch],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => dispatch(lineQuantitySet({ key, quantity })),
    [dispatch],
  );
  const remove = useCallback((key: string) => dispatch(lineRemoved(key)), [dispatch]);
  const clear = useCallback(() => dispatch(basketCleared()), [dispatch]);
  return useMemo(
    () => ({ ready, basket, count, add, setQuantity, remove, clear }),
    [ready, basket, count, add, setQuantity, remove, clear],
  );
}

/**
 * Asks for the orders while the basket has an id, so that a paid checkout empties it (the store clears a
 * basket whose basket_id shows up in a paid order).
 */
export function useBasketOrderSync(): void {
  const { basket_id } = useAppSelector(selectBasket);
  useGetOrdersQuery(undefined, { skip: !basket_id });
}

export interface UseBasketPricing extends BasketPricing {
  /** Asks again for the prices that could not be checked. */
  retry: () => void;
}

/** The basket priced by the API now: per line, the total, and whether checkout must wait. */
export function useBasketPricing(): UseBasketPricing {
  const dispatch = useAppDispatch();
  const { lines } = useAppSelector(selectBasket);
  // Through its key, the list of sources stays the same object while a change (a quantity) does not touch it.
  const sourcesKey = JSON.stringify(priceSourcesOf(lines));
  const sources = useMemo(() => JSON.parse(sourcesKey) as PriceSource[], [sourcesKey]);

  useEffect(() => {
    const subscriptions = sources.map((source) => requestPriceSource(dispatch, source));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, sources]);

  const selectors = useMemo(() => sources.map(selectPriceSource), [sources]);
  const results: PriceSourceResult[] = useAppSelector(
    (state) => selectors.map((select) => select(state)),
    shallowEqual,
  );

  const retry = useCallback(() => {
    sources.forEach((source, index) => {
      if (results[index]?.isError)
        requestPriceSource(dispatch, source, { subscribe: false, forceRefetch: true });
    });
  }, [dispatch, sources, results]);

  return useMemo(() => {
    const byKey = new Map(sources.map((source, index) => [priceSourceKey(source), results[index]]));
    return { ...priceBasket(lines, (source) => byKey.get(priceSourceKey(source))), retry };
  }, [lines, sources, results, retry]);
}
