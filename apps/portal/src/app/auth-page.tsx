import type { Language } from '@portal/util';
import { useLayoutEffect, useRef } from 'react';
import { renderSignInPage, type SignInPageOptions, type SignInPageView } from './sign-in-page';

interface AuthPageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  notice?: SignInPageOptions['notice'];
}

/**
 * The sign-in page inside the running portal (after a sign-out or an expired session): the same page a first
 * visit to /auth shows without React (sign-in-page.ts), placed here and kept in the student's language.
 */
export function AuthPage({ language, onLanguageChange, notice = null }: AuthPageProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<SignInPageView | null>(null);
  const onChange = useRef(onLanguageChange);
  useLayoutEffect(() => {
    onChange.current = onLanguageChange;
  }, [onLanguageChange]);
  useLayoutEffect(() => {
    if (!host.current) return undefined;
    const shown = renderSignInPage(host.current, {
      language,
      onLanguageChange: (next) => onChange.current(next),
      notice,
    });
    view.current = shown;
    return () => {
      shown.destroy();
      view.current = null;
    };
    // The page is built once; the language effect below keeps it current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => view.current?.setLanguage(language), [language]);
  return <div ref={host} />;
}
