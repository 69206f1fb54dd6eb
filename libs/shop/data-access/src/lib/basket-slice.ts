import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, signedOut, type SessionState } from '@portal/data-access';
import {
  addLine,
  basketItemCount,
  EMPTY_BASKET,
  removeLine,
  setLineQuantity,
  type AddResult,
  type Basket,
  type NewBasketLine,
} from './basket-store';

export interface BasketState {
  /** Whose basket this is: null until the student is known, and again after the session ends. */
  studentId: number | null;
  basket: Basket;
}

const initialState: BasketState = { studentId: null, basket: EMPTY_BASKET };

const newBasketId = () => `bsk_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    /** The student's basket as stored in this browser: when they become known, or another tab changed it. */
    basketLoaded(_state, action: PayloadAction<BasketState>) {
      return action.payload;
    },
    lineAdded: {
      reducer(state, action: PayloadAction<{ line: NewBasketLine; maxQuantity?: number; basketId: string }>) {
        const { line, maxQuantity, basketId } = action.payload;
        const result = addLine(state.basket, line, () => basketId, maxQuantity);
        if (result.ok) state.basket = result.basket;
      },
      // A new basket's id is made here, so the reducer stays pure.
      prepare: (line: NewBasketLine, maxQuantity?: number) => ({
        payload: { line, maxQuantity, basketId: newBasketId() },
      }),
    },
    lineQuantitySet(state, action: PayloadAction<{ key: string; quantity: number }>) {
      state.basket = setLineQuantity(state.basket, action.payload.key, action.payload.quantity);
    },
    lineRemoved(state, action: PayloadAction<string>) {
      state.basket = removeLine(state.basket, action.payload);
    },
    basketCleared(state) {
      state.basket = EMPTY_BASKET;
    },
  },
  extraReducers: (builder) => {
    // The next student who signs in in this tab never sees this one's basket.
    builder.addMatcher(isAnyOf(signedOut, sessionExpired), () => initialState);
  },
});

export const { basketLoaded, lineAdded, lineQuantitySet, lineRemoved, basketCleared } = basketSlice.actions;

/** Changes made by the student, which are written back to storage. */
export const isBasketChange = isAnyOf(lineAdded, lineQuantitySet, lineRemoved, basketCleared);

interface BasketRootState {
  basket: BasketState;
  session: SessionState;
}

/** True once the basket in the store is the signed-in student's own. */
export const selectBasketReady = (state: BasketRootState) =>
  state.basket.studentId !== null && state.basket.studentId === state.session.student?.student_id;

/** The signed-in student's basket; empty while it is not known whose basket is loaded. */
export const selectBasket = (state: BasketRootState): Basket =>
  selectBasketReady(state) ? state.basket.basket : EMPTY_BASKET;

export const selectBasketCount = createSelector([selectBasket], basketItemCount);

/** Adds a line for the signed-in student and says whether the basket took it. */
export const addToBasket =
  (line: NewBasketLine, maxQuantity?: number) =>
  (
    dispatch: (action: ReturnType<typeof lineAdded>) => unknown,
    getState: () => BasketRootState,
  ): AddResult => {
    if (!selectBasketReady(getState())) return { ok: false, error: 'full' };
    const action = lineAdded(line, maxQuantity);
    const result = addLine(selectBasket(getState()), line, () => action.payload.basketId, maxQuantity);
    if (result.ok) dispatch(action);
    return result;
  };
