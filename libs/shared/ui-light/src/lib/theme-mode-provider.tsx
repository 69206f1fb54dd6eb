// antd's theme variables, light and dark, for the first screen (tools/vite/antd-static-css.ts): plain elements
// styled by ui.css read them before any antd component (and its ConfigProvider) has loaded.
import 'virtual:antd-theme.css';
import { IconProvider } from '@ant-design/icons';
import { DEFAULT_LANGUAGE, type Language } from '@portal/util';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PAGE_BACKGROUND, type ThemeModeName } from './theme-mode';
import { PAGE_CSP, ThemeSettingsContext } from './theme-settings';
import { ToastsRoot, type NotificationsHolder } from './toasts';

interface ThemeModeProviderProps {
  mode: ThemeModeName;
  /** antd's own texts (pagination, empty tables, modals) and its direction follow the student's language. */
  language?: Language;
  /** antd's notifications for the toasts: ui's `AntdNotifications` (ToastsRoot). */
  notifications: NotificationsHolder;
  children: ReactNode;
}

/**
 * The chosen mode and language for everything inside, with the portal's root element and toasts (ToastsRoot)
 * following them. The page background is set on <html> too, matching what the inline script in index.html paints
 * first. It brings no antd component code: the parts that render antd wrap themselves in AntdProvider, which loads
 * with them. antd's icons (in the first screen) get the page's CSP nonce for the style they write.
 */
export function ThemeModeProvider({
  mode,
  language = DEFAULT_LANGUAGE,
  notifications,
  children,
}: ThemeModeProviderProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = mode;
    root.style.colorScheme = mode;
    root.style.backgroundColor = PAGE_BACKGROUND[mode];
  }, [mode]);
  const settings = useMemo(() => ({ mode, language }), [mode, language]);
  const icons = useMemo(() => ({ csp: PAGE_CSP }), []);
  return (
    <ThemeSettingsContext.Provider value={settings}>
      <IconProvider value={icons}>
        <ToastsRoot notifications={notifications}>{children}</ToastsRoot>
      </IconProvider>
    </ThemeSettingsContext.Provider>
  );
}
