import { languageChosen, useAppDispatch, useLanguage, useLoginCookiePolling } from '@portal/data-access';
import { AuthPage } from './auth-page';

/** /auth inside the running portal (after a sign-out or an expired session): the store polls and redirects. */
export function SignInRoute() {
  const language = useLanguage();
  const dispatch = useAppDispatch();
  useLoginCookiePolling(true);
  return <AuthPage language={language} onLanguageChange={(next) => dispatch(languageChosen(next))} />;
}
