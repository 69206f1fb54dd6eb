import type { Storage } from 'redux-persist';
import { PLAIN_FIELDS, readItem, writeItem } from './browser-storage';

/** redux-persist's key for the interface state (`persist:` + the persist config's key). */
const INTERFACE_STORAGE_KEY = 'persist:interface';

type PlainField = keyof typeof PLAIN_FIELDS;
const plainFields = Object.keys(PLAIN_FIELDS) as PlainField[];

/** redux-persist's state: each field as its JSON text (redux-persist's own format). */
type PersistedFields = Record<string, string>;

function parseFields(raw: string | null): PersistedFields {
  try {
    const fields: unknown = raw === null ? {} : JSON.parse(raw);
    return fields && typeof fields === 'object' ? (fields as PersistedFields) : {};
  } catch {
    return {};
  }
}

function parseField(json: string | undefined): unknown {
  try {
    return json === undefined ? null : (JSON.parse(json) as unknown);
  } catch {
    return null;
  }
}

/**
 * redux-persist's storage: the same local storage, through the same road (browser-storage.ts; a module of its own
 * because only the store uses it, and the sign-in page's start carries browser-storage.ts). The interface state is one entry but for
 * its plain fields (`PLAIN_FIELDS`), each under its own key. A plain field is written only when it differs from
 * what this page read or wrote last, so another tab's later choice is not undone when this one keeps its sidebar.
 */
export function createPersistStorage(): Storage {
  const lastKept = new Map<PlainField, unknown>();
  return {
    getItem: async (key: string) => {
      if (key !== INTERFACE_STORAGE_KEY) return readItem(key);
      const fields = parseFields(readItem(key));
      for (const field of plainFields) {
        const raw = readItem(PLAIN_FIELDS[field].key);
        const value = PLAIN_FIELDS[field].read(raw);
        lastKept.set(field, value);
        if (raw === null) delete fields[field];
        else fields[field] = JSON.stringify(value);
      }
      return Object.keys(fields).length > 0 ? JSON.stringify(fields) : null;
    },
    setItem: async (key: string, value: string) => {
      if (key !== INTERFACE_STORAGE_KEY) return writeItem(key, value);
      const fields = parseFields(value);
      for (const field of plainFields) {
        if (!(field in fields)) continue;
        const kept = PLAIN_FIELDS[field].read(parseField(fields[field]));
        delete fields[field];
        if (lastKept.has(field) && lastKept.get(field) === kept) continue;
        lastKept.set(field, kept);
        writeItem(PLAIN_FIELDS[field].key, kept);
      }
      writeItem(key, JSON.stringify(fields));
    },
    removeItem: async (key: string) => {
      writeItem(key, null);
      if (key !== INTERFACE_STORAGE_KEY) return;
      lastKept.clear();
      for (const field of plainFields) writeItem(PLAIN_FIELDS[field].key, null);
    },
  };
}
