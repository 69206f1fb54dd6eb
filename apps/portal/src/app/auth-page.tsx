import { apiConfig, useLanguage, useLoginCookiePolling } from '@portal/data-access';
import { PageHeader } from '@portal/ui';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language/language-select';

/** The sign-in frame's address in the student's language (the auth host falls back to English). */
function authUrlIn(language: string): string {
  const url = new URL(apiConfig.authUrl, window.location.href);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** The auth host's login form in a frame; the session starts once its cookies appear. */
export function AuthPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const language = useLanguage();
  useLoginCookiePolling(true);
  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: '32px 12px' }}>
      {/* Named, as the sign-in page's own main inside the frame is: two landmarks, told apart. */}
      <main style={{ width: '100%', maxWidth: 480 }} aria-label={t('auth.title')}>
        <Flex justify="end" style={{ marginBlockEnd: 12 }}>
          <LanguageSelect />
        </Flex>
        <PageHeader title={t('auth.title')} subtitle={t('auth.subtitle')} />
        {/* A plain bordered box, not antd's Card (it brings Tabs into the entry chunk). */}
        <div
          style={{
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            overflow: 'hidden',
          }}
        >
          <iframe
            title={t('auth.frameTitle')}
            src={authUrlIn(language)}
            style={{ width: '100%', height: 560, border: 0, display: 'block', borderRadius: 8 }}
          />
        </div>
        <Typography.Paragraph type="secondary" style={{ marginBlockStart: 12 }} aria-live="polite">
          {t('auth.waiting')}
        </Typography.Paragraph>
      </main>
    </Flex>
  );
}
