import {
  getStoredState,
  persistReducer,
  type PersistConfig,
  type PersistedState,
  type Storage,
} from 'redux-persist';
import { readItem } from '@portal/data-access';
import { createPersistStorage } from '@portal/data-access';
import { PAYPAL_APPROVALS_PERSIST_KEY, paymentsSlice, type PaymentsState } from './payments-slice';
import { asPaypalApprovals, type PaypalApproval } from './paypal-approvals';

/** Where versions before payments had a slice of their own kept the approvals: a field of the interface state. */
const INTERFACE_STORAGE_KEY = 'persist:interface';

/** What an older version left in the interface state's entry (redux-persist's form: each field as JSON text). */
function approvalsLeftInInterfaceState(raw: string | null): PaypalApproval[] {
  try {
    const fields = raw === null ? null : (JSON.parse(raw) as { paypalApprovals?: unknown } | null);
    return typeof fields?.paypalApprovals === 'string'
      ? asPaypalApprovals(JSON.parse(fields.paypalApprovals))
      : [];
  } catch {
    return [];
  }
}

/**
 * The approvals' own entry; with none yet, the ones a returning student's older version kept in the interface state,
 * so an approval whose capture was lost before the update is still sent. That entry is read before anything is
 * written (the interface state's next write leaves the field out, as it no longer keeps it).
 */
async function storedApprovals(config: PersistConfig<PaymentsState>): Promise<PersistedState> {
  const interfaceEntry = readItem(INTERFACE_STORAGE_KEY);
  const stored = await getStoredState(config);
  if (stored) return stored as PersistedState;
  const paypalApprovals = approvalsLeftInInterfaceState(interfaceEntry);
  // Without `_persist`, as redux-persist reads any entry of no version.
  return (paypalApprovals.length > 0 ? { paypalApprovals } : undefined) as PersistedState;
}

/** The approvals in what redux-persist writes (each field as JSON text). */
const approvalsIn = (entry: string): PaypalApproval[] =>
  asPaypalApprovals(JSON.parse((JSON.parse(entry) as { paypalApprovals?: string }).paypalApprovals ?? '[]'));

/** The approvals' storage: an entry only while an approval waits, none once every capture has reached the API. */
function approvalsStorage(): Storage {
  const storage = createPersistStorage();
  return {
    ...storage,
    setItem: (key: string, value: string) =>
      approvalsIn(value).length > 0 ? storage.setItem(key, value) : storage.removeItem(key),
  };
}

/**
 * Payments' state as the store keeps it: the approvals in the browser, so a reload offline (or a closed tab) never
 * loses an approved payment; read back through `asPaypalApprovals`, which drops anything that is not one. redux-persist
 * keeps its own state in the reducer it makes, so each store gets its own.
 */
export const persistedPaymentsReducer = () =>
  persistReducer<PaymentsState>(
    {
      key: PAYPAL_APPROVALS_PERSIST_KEY,
      storage: approvalsStorage(),
      whitelist: ['paypalApprovals'],
      getStoredState: storedApprovals,
      stateReconciler: (inbound, _original, reduced) => ({
        ...reduced,
        paypalApprovals: asPaypalApprovals(inbound?.paypalApprovals),
      }),
    },
    paymentsSlice.reducer,
  );
