import { useDarkMode, useLanguage } from '@portal/data-access';
import { ThemeModeProvider } from '@portal/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { applyLanguage } from './language/language';

/**
 * The theme follows the student's dark-mode choice in the interface state, and antd, the strings, the dates and
 * `<html lang dir>` the chosen language (before the browser paints the change).
 */
export function ConnectedTheme({ children }: { children: ReactNode }) {
  const darkMode = useDarkMode();
  const language = useLanguage();
  useLayoutEffect(() => applyLanguage(language), [language]);
  return (
    <ThemeModeProvider mode={darkMode ? 'dark' : 'light'} language={language}>
      {children}
    </ThemeModeProvider>
  );
}
