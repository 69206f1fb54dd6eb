import { asLanguage, type Language } from '@portal/util';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readKeptInterface, type ThemeMode } from '../storage/browser-storage';

/** The interface state, kept by redux-persist (store.ts) but for `darkMode`, which follows from the theme's choice. */
export interface InterfaceState {
  sidebarExpanded: boolean;
  /** The theme shown: the student's choice, else the system's dark mode. */
  darkMode: boolean;
  /** The theme the student chose (here or on an earlier visit); null until then: it follows the system's. */
  chosenTheme: ThemeMode | null;
  /**
   * The country whose currency amounts are estimated in, as the student chose it; null: from their
   * nationality. 'GB' turns the estimates off (amounts are in pounds already).
   */
  estimateCountry: string | null;
  /** The language the portal is shown in. */
  language: Language;
  /** The student's answers are kept on this device for offline use (the user menu's setting; on unless turned off). */
  keepOnDevice: boolean;
}

/** A country code as the estimate keeps it; anything else (tampered storage) is no choice. */
export function asEstimateCountry(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null;
}

/** The media query of the system's (the phone's, the computer's) dark mode. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system asks for dark mode now (false where it cannot be asked). */
const systemPrefersDark = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SYSTEM_DARK_QUERY).matches
    : false;

export const interfaceSlice = createSlice({
  name: 'interface',
  // What was kept and is read before the first paint starts the store too (the same values redux-persist then
  // rehydrates): the first render already has the student's theme and language.
  initialState: (): InterfaceState => {
    const { chosenTheme, language, keepOnDevice } = readKeptInterface();
    return {
      sidebarExpanded: false,
      darkMode: chosenTheme === null ? systemPrefersDark() : chosenTheme === 'dark',
      chosenTheme,
      estimateCountry: null,
      language,
      keepOnDevice,
    };
  },
  reducers: {
    sidebarToggled(state) {
      state.sidebarExpanded = !state.sidebarExpanded;
    },
    darkModeToggled(state) {
      state.darkMode = !state.darkMode;
      state.chosenTheme = state.darkMode ? 'dark' : 'light';
    },
    /** The system's dark mode changed: the portal follows it until the student has chosen a theme. */
    systemThemeChanged(state, action: PayloadAction<boolean>) {
      if (state.chosenTheme === null) state.darkMode = action.payload;
    },
    estimateCountryChosen(state, action: PayloadAction<string | null>) {
      state.estimateCountry = asEstimateCountry(action.payload);
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = asLanguage(action.payload);
    },
    keepOnDeviceChosen(state, action: PayloadAction<boolean>) {
      state.keepOnDevice = action.payload;
    },
  },
  selectors: {
    selectSidebarExpanded: (state) => state.sidebarExpanded,
    selectDarkMode: (state) => state.darkMode,
    selectEstimateCountry: (state) => state.estimateCountry,
    selectLanguage: (state) => state.language,
    selectKeepOnDevice: (state) => state.keepOnDevice,
  },
});

export const { sidebarToggled, darkModeToggled, systemThemeChanged, estimateCountryChosen } =
  interfaceSlice.actions;
export const { selectSidebarExpanded, selectDarkMode, selectEstimateCountry } = interfaceSlice.selectors;
export const { languageChosen, keepOnDeviceChosen } = interfaceSlice.actions;
export const { selectLanguage, selectKeepOnDevice } = interfaceSlice.selectors;
