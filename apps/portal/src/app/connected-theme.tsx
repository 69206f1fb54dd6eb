import { useDarkMode, useLanguage } from '@portal/data-access';
import { ThemeModeProvider } from '@portal/ui';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { applyLanguage } from './language/language';

/**
 * The theme follows the student's dark-mode choice in the interface state, and antd, the strings, the dates and
 * `<html lang dir>` the chosen language (before the browser paints the change).
 */
export function ConnectedTheme({ children }: { children: ReactNode }) {
  const darkMode = useDarkMode();
  const language = useLanguage();
  // antd's locale and direction change with the strings, once the chosen language's have arrived.
  const [shown, setShown] = useState(language);
  useLayoutEffect(() => {
    let current = true;
    void applyLanguage(language).then((applied) => {
      if (applied && current) setShown(language);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <ThemeModeProvider mode={darkMode ? 'dark' : 'light'} language={shown}>
      {children}
    </ThemeModeProvider>
  );
}
