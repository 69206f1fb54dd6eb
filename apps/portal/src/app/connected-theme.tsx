import { useDarkMode, useLanguage } from '@portal/data-access';
import { AntdNotifications } from '@portal/ui';
import { ThemeModeProvider } from '@portal/ui-light';
import type { Language } from '@portal/util';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './language/language';

/**
 * The theme follows the student's dark-mode choice in the interface state, and antd, the strings, the dates and
 * `<html lang dir>` the chosen language (before the browser paints the change).
 */
export function ConnectedTheme({ children }: { children: ReactNode }) {
  const darkMode = useDarkMode();
  const language = useLanguage();
  useLayoutEffect(() => void applyLanguage(language), [language]);
  // antd's locale and direction follow the language shown (i18n's), which changes once its strings have arrived.
  const shown = useTranslation().i18n.language as Language;
  return (
    <ThemeModeProvider notifications={AntdNotifications} mode={darkMode ? 'dark' : 'light'} language={shown}>
      {children}
    </ThemeModeProvider>
  );
}
