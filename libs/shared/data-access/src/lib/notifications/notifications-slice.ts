import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_TYPES, type ApiNotification } from '@portal/api-contract';

type ToastType = (typeof NOTIFICATION_TYPES)[number] | 'open';

/**
 * Messages the client raises itself. They travel as keys and the shell translates them where it shows
 * them (`toasts.<key>` in its strings); the API's notifications arrive as text, already worded.
 */
type ClientToastKey = 'offlineAction';

/** A toast to show: the API's text, or one of the client's own messages. */
export type NewToast = {
  type: ToastType;
  /** Seconds; 0 keeps it until closed. */
  duration: number;
} & ({ message: string } | { messageKey: ClientToastKey });

type Toast = NewToast & { id: number };

interface NotificationsState {
  queue: Toast[];
  nextId: number;
}

/** The API's catch-all message, which says nothing useful to a student: never shown. */
const GENERIC_ERROR_MESSAGE = 'an unexpected error happened';
const TOAST_SECONDS = 5;

export function toToast(notification: unknown): NewToast | null {
  if (!notification || typeof notification !== 'object') return null;
  const { message, type, autoClose } = notification as Partial<ApiNotification>;
  if (typeof message !== 'string' || !message.trim()) return null;
  if (
    message
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, '') === GENERIC_ERROR_MESSAGE
  )
    return null;
  const known = (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '');
  return {
    message: message.trim(),
    type: known ? (type as ToastType) : 'open',
    duration: autoClose === false ? 0 : TOAST_SECONDS,
  };
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { queue: [], nextId: 1 } as NotificationsState,
  reducers: {
    toastQueued(state, action: PayloadAction<NewToast>) {
      state.queue.push({ ...action.payload, id: state.nextId });
      state.nextId += 1;
    },
    toastShown(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToastQueue: (state) => state.queue,
  },
});

export const { toastQueued, toastShown } = notificationsSlice.actions;
export const { selectToastQueue } = notificationsSlice.selectors;

/** What a mutation that could not reach the API while the browser is offline says. */
export const offlineActionToast: NewToast = {
  messageKey: 'offlineAction',
  type: 'warning',
  duration: TOAST_SECONDS,
};
