import { createSlice } from '@reduxjs/toolkit';

export const THEME_STORAGE_KEY = 'user-theme-mode';
export type ThemeMode = 'light' | 'dark';

export interface InterfaceState {
  sidebarExpanded: boolean;
  darkMode: boolean;
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

export const interfaceSlice = createSlice({
  name: 'interface',
  initialState: (): InterfaceState => ({
    sidebarExpanded: false,
    darkMode: readStoredThemeMode() === 'dark',
  }),
  reducers: {
    sidebarToggled(state) {
      state.sidebarExpanded = !state.sidebarExpanded;
    },
    darkModeToggled(state) {
      state.darkMode = !state.darkMode;
    },
  },
  selectors: {
    selectSidebarExpanded: (state) => state.sidebarExpanded,
    selectDarkMode: (state) => state.darkMode,
  },
});

export const { sidebarToggled, darkModeToggled } = interfaceSlice.actions;
export const { selectSidebarExpanded, selectDarkMode } = interfaceSlice.selectors;
