import { apiConfig } from '@portal/data-access';
import type { Language } from '@portal/util';
import { useTranslation } from 'react-i18next';
import './i18n/register';
import { LanguageSelect } from './language/language-select';

/** The sign-in frame's address in the student's language (the auth host falls back to English). */
function authUrlIn(language: string): string {
  const url = new URL(apiConfig.authUrl, window.location.href);
  url.searchParams.set('lang', language);
  return url.toString();
}

interface AuthPageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * The auth host's login form in a frame, with the language control. Plain elements styled by styles.css
 * (`.auth-page`, both themes): a first visit to /auth loads this without antd, the store or the router (see
 * auth-stage.tsx); the signed-in portal shows the same page after a sign-out (sign-in-route.tsx).
 */
export function AuthPage({ language, onLanguageChange }: AuthPageProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="auth-page">
      {/* Named, as the sign-in page's own main inside the frame is: two landmarks, told apart. */}
      <main className="auth-page-main" aria-label={t('auth.title')}>
        <div className="auth-page-language">
          <LanguageSelect value={language} onChange={onLanguageChange} />
        </div>
        <header className="auth-page-header">
          {/* Focusable by script only, as every page's heading (PageHeader) is. */}
          <h1 tabIndex={-1} className="focus-target">
            {t('auth.title')}
          </h1>
          <p>{t('auth.subtitle')}</p>
        </header>
        <div className="auth-page-frame">
          <iframe title={t('auth.frameTitle')} src={authUrlIn(language)} />
        </div>
        <p className="auth-page-waiting" aria-live="polite">
          {t('auth.waiting')}
        </p>
      </main>
    </div>
  );
}
