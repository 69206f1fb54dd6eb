import { readStoredLanguage, storeLanguage, watchLoginCookies } from '@portal/data-access';
import type { Language } from '@portal/util';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthPage } from './app/auth-page';
import { applyLanguage } from './app/language/language';

interface AuthStageOptions {
  /** The auth host's cookies have appeared: the portal takes over (main.tsx loads and starts it). */
  onSignedIn: () => void;
  /** The student has started on the sign-in form (the page lost focus to the frame): fetch the portal meanwhile. */
  onSigningIn: () => void;
}

/**
 * A first visit to /auth without a session: only the sign-in page, without the store, the router or antd, so
 * it is ready at once on a phone. The remembered language applies before the first render, as in the portal.
 * Returns the unmount.
 */
export function startAuthStage(container: HTMLElement, options: AuthStageOptions): () => void {
  applyLanguage(readStoredLanguage());
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AuthStage {...options} />
    </StrictMode>,
  );
  return () => root.unmount();
}

function AuthStage({ onSignedIn, onSigningIn }: AuthStageOptions) {
  const [language, setLanguage] = useState<Language>(readStoredLanguage);
  useEffect(() => watchLoginCookies(() => onSignedIn()), [onSignedIn]);
  useEffect(() => {
    window.addEventListener('blur', onSigningIn, { once: true });
    return () => window.removeEventListener('blur', onSigningIn);
  }, [onSigningIn]);
  const choose = (next: Language) => {
    storeLanguage(next);
    applyLanguage(next);
    setLanguage(next);
  };
  return <AuthPage language={language} onLanguageChange={choose} />;
}
