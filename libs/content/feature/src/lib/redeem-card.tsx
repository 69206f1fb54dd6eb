import type { Redeem } from '@portal/content/data-access';
import { SafeLink, ApiText, Ltr } from '@portal/ui-light';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How the student redeems an offer: a code to copy, a link out (https only), or at the counter. */
export function RedeemCard({ redeem }: { redeem: Redeem }) {
  const { t } = useTranslation('content');
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('promotions.redeem')}
        </Typography.Title>
      }
    >
      <Flex vertical gap={12}>
        {redeem.method === 'code' ? (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('promotions.code')}</Typography.Text>
            <Typography.Text
              code
              copyable={{ text: redeem.code, tooltips: [t('promotions.copy'), t('promotions.copied')] }}
              style={{ fontSize: 20 }}
            >
              <Ltr>{redeem.code}</Ltr>
            </Typography.Text>
          </Flex>
        ) : null}
        {redeem.method === 'link' ? (
          <SafeLink
            href={redeem.url}
            fallback={<Alert type="warning" showIcon title={t('promotions.linkUnavailable')} />}
          >
            {redeem.label ? <ApiText>{redeem.label}</ApiText> : t('promotions.openLink')}
          </SafeLink>
        ) : null}
        {redeem.instructions ? <Typography.Text dir="auto">{redeem.instructions}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
