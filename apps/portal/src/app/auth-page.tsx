import { apiConfig, useLoginCookiePolling } from '@portal/data-access';
import { PageHeader } from '@portal/ui';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The auth host's login form in a frame; the session starts once its cookies appear. */
export function AuthPage() {
  const { t } = useTranslation('shell');
  useLoginCookiePolling(true);
  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: '32px 12px' }}>
      {/* Named, as the sign-in page's own main inside the frame is: two landmarks, told apart. */}
      <main style={{ width: '100%', maxWidth: 480 }} aria-label={t('auth.title')}>
        <PageHeader title={t('auth.title')} subtitle={t('auth.subtitle')} />
        <Card styles={{ body: { padding: 0 } }}>
          <iframe
            title={t('auth.frameTitle')}
            src={apiConfig.authUrl}
            style={{ width: '100%', height: 560, border: 0, display: 'block', borderRadius: 8 }}
          />
        </Card>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} aria-live="polite">
          {t('auth.waiting')}
        </Typography.Paragraph>
      </main>
    </Flex>
  );
}
