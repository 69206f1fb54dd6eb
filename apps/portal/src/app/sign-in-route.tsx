import {
  languageChosen,
  useAppDispatch,
  useLoginCookiePolling,
  useSessionEndedBy,
} from '@portal/data-access';
import type { Language } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { AuthPage } from './auth-page';

/** /auth inside the running portal (after a sign-out or an expired session): the store polls and redirects. */
export function SignInRoute() {
  // The language shown (its strings are in), not only chosen: the page's words change with it.
  const language = useTranslation().i18n.language as Language;
  const dispatch = useAppDispatch();
  useLoginCookiePolling(true);
  // A tab signed out by another one says why, instead of turning into the sign-in page without a word.
  const notice = useSessionEndedBy() === 'otherTab' ? 'signedOutInOtherTab' : null;
  return (
    <AuthPage
      language={language}
      onLanguageChange={(next) => dispatch(languageChosen(next))}
      notice={notice}
    />
  );
}
