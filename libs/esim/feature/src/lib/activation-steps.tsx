import type { Esim, EsimActivation } from '@portal/esim/data-access';
import { CopyValue } from '@portal/ui';
import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['wifi', 'settings', 'scan', 'data', 'start'] as const;

/** How to install a bought e-SIM: the steps, the QR code from the API, and the same details to copy by hand. */
export function ActivationSteps({ esim, activation }: { esim: Esim; activation: EsimActivation }) {
  const { t } = useTranslation('esim');
  const row = (key: string, label: string, value: string | null) =>
    value ? { key, label, children: <CopyValue label={label} value={value} look="code" /> } : null;

  return (
    <section aria-label={t('activation.title', { name: esim.name })}>
      <Typography.Title level={4} style={{ fontSize: 16 }}>
        {t('activation.title', { name: esim.name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('activation.intro')}</Typography.Paragraph>
      <Flex gap={24} wrap align="flex-start">
        <ol style={{ flex: '1 1 280px', margin: 0, paddingInlineStart: 20 }}>
          {STEPS.map((step) => (
            <li key={step} style={{ marginBottom: 8 }}>
              {t(`activation.steps.${step}`)}
            </li>
          ))}
        </ol>
        {activation.qr_code_image ? (
          <img
            src={activation.qr_code_image}
            alt={t('activation.qrAlt', { name: esim.name })}
            width={200}
            height={200}
            style={{ background: '#fff', padding: 8, borderRadius: 8, maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <Typography.Text type="secondary">{t('activation.noQr')}</Typography.Text>
        )}
      </Flex>
      <Descriptions
        style={{ marginTop: 16 }}
        bordered
        column={1}
        size="small"
        items={[
          row('manual', t('activation.manual'), activation.manual_code),
          row('smdp', t('activation.smdp'), activation.smdp_address),
          row('code', t('activation.code'), activation.activation_code),
          row('confirmation', t('activation.confirmation'), activation.confirmation_code),
        ].filter((item) => item !== null)}
      />
    </section>
  );
}
