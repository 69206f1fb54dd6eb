import { DEFAULT_LANGUAGE, type Language } from '@portal/util';
import { createContext, useContext } from 'react';
import type { ThemeModeName } from './theme-mode';

/**
 * The page's CSP nonce, which Vite's html.cspNonce puts on `<meta property="csp-nonce">` (nginx fills in a fresh
 * one per answer): antd and its icons give it to the <style> elements they write (the theme's variables, the
 * icons' base rule), the only styles the page writes at run time. The browser hides the attribute once parsed; the `nonce` property keeps it.
 */
function pageCspNonce(): { nonce?: string } {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce ? { nonce } : {};
}
export const PAGE_CSP = pageCspNonce();

export interface ThemeSettings {
  mode: ThemeModeName;
  language: Language;
}

export const ThemeSettingsContext = createContext<ThemeSettings>({
  mode: 'light',
  language: DEFAULT_LANGUAGE,
});

/** The theme mode and language of the nearest ThemeModeProvider (ui's AntdProvider gives them to antd). */
export const useThemeSettings = () => useContext(ThemeSettingsContext);
