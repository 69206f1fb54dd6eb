import { asLanguage, type Language } from '@portal/util';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const THEME_STORAGE_KEY = 'user-theme-mode';
/** The student's language, read before the first paint by index.html's inline script as the theme is. */
export const LANGUAGE_STORAGE_KEY = 'user-language';
export type ThemeMode = 'light' | 'dark';

export interface InterfaceState {
  sidebarExpanded: boolean;
  darkMode: boolean;
  /**
   * The country whose currency amounts are estimated in (issue 19), as the student chose it; null: from their
   * nationality. 'GB' turns the estimates off (amounts are in pounds already).
   */
  estimateCountry: string | null;
  /** The language the portal is shown in; its one stored source is `user-language`, never `persist:interface`. */
  language: Language;
}

/** A country code as the estimate keeps it; anything else (tampered storage) is no choice. */
export function asEstimateCountry(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null;
}

/** The mirrored theme choice, so even the state before rehydration (and the first paint) has it right. */
export function readStoredThemeMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable; the choice then lasts for this visit only.
  }
}

/** The remembered language; anything else stored (or no storage) is English. */
export function readStoredLanguage(): Language {
  try {
    return asLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return asLanguage(null);
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable; the choice then lasts for this visit only.
  }
}

export const interfaceSlice = createSlice({
  name: 'interface',
  initialState: (): InterfaceState => ({
    sidebarExpanded: false,
    darkMode: readStoredThemeMode() === 'dark',
    estimateCountry: null,
    language: readStoredLanguage(),
  }),
  reducers: {
    sidebarToggled(state) {
      state.sidebarExpanded = !state.sidebarExpanded;
    },
    darkModeToggled(state) {
      state.darkMode = !state.darkMode;
    },
    estimateCountryChosen(state, action: PayloadAction<string | null>) {
      state.estimateCountry = asEstimateCountry(action.payload);
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = asLanguage(action.payload);
    },
  },
  selectors: {
    selectSidebarExpanded: (state) => state.sidebarExpanded,
    selectDarkMode: (state) => state.darkMode,
    selectEstimateCountry: (state) => state.estimateCountry,
    selectLanguage: (state) => state.language,
  },
});

export const { sidebarToggled, darkModeToggled, estimateCountryChosen } = interfaceSlice.actions;
export const { selectSidebarExpanded, selectDarkMode, selectEstimateCountry } = interfaceSlice.selectors;
export const { languageChosen } = interfaceSlice.actions;
export const { selectLanguage } = interfaceSlice.selectors;
