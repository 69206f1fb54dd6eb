import { readStoredLanguage, storeLanguage, watchLoginCookies } from '@portal/data-access';
import { applyLanguage, startLanguage } from './app/language/language';
import { renderSignInPage } from './app/sign-in-page';

interface AuthStageOptions {
  /** The auth host's cookies have appeared: the portal takes over (boot.ts loads and starts it). */
  onSignedIn: () => void;
  /** The student has started on the sign-in form (the page lost focus to the frame): fetch the portal meanwhile. */
  onSigningIn: () => void;
}

/**
 * A first visit to /auth without a session: only the sign-in page, without React, antd, the store or the router,
 * so it is ready at once on a phone. The remembered language applies before the page shows, as in the portal.
 * Returns the stop (the page removed, the watching ended).
 */
export function startAuthStage(
  container: HTMLElement,
  { onSignedIn, onSigningIn }: AuthStageOptions,
): () => void {
  const language = readStoredLanguage();
  startLanguage();
  const view = renderSignInPage(container, {
    language,
    onLanguageChange: (next) => {
      storeLanguage(next);
      void applyLanguage(next).then((applied) => {
        if (applied) view.setLanguage(next);
      });
    },
  });
  const stopWatching = watchLoginCookies(() => onSignedIn());
  window.addEventListener('blur', onSigningIn, { once: true });
  return () => {
    stopWatching();
    window.removeEventListener('blur', onSigningIn);
    view.destroy();
  };
}
