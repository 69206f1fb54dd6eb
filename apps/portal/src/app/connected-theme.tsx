import { useDarkMode } from '@portal/data-access';
import { ThemeModeProvider } from '@portal/ui';
import type { ReactNode } from 'react';

/** The theme follows the student's dark-mode choice in the interface state. */
export function ConnectedTheme({ children }: { children: ReactNode }) {
  const darkMode = useDarkMode();
  return <ThemeModeProvider mode={darkMode ? 'dark' : 'light'}>{children}</ThemeModeProvider>;
}
