import type { Esim, EsimStatus } from '@portal/esim/data-access';
import { StatusTag, type StatusTone } from '@portal/ui-light';
import { formatDate } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivationSteps } from './activation-steps';

const TONES: Record<EsimStatus, StatusTone> = { ready: 'processing', active: 'success', expired: 'default' };

/** The student's e-SIMs, each with its state; one still to install shows how. */
export function MyEsims({ esims }: { esims: Esim[] }) {
  const { t } = useTranslation('esim');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('mine.title')}</h2>}>
      {esims.length === 0 ? (
        <Typography.Text type="secondary">{t('mine.none')}</Typography.Text>
      ) : (
        <ul aria-label={t('mine.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {esims.map((esim, index) => (
            <li
              key={esim.id}
              aria-label={esim.name}
              style={{
                paddingTop: index ? 16 : 0,
                marginTop: index ? 16 : 0,
                borderTop: index ? '1px solid rgba(128,128,128,0.25)' : 0,
              }}
            >
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Title level={3} dir="auto" style={{ fontSize: 16, margin: 0 }}>
                    {esim.name}
                  </Typography.Title>
                  <StatusTag label={t(`mine.status.${esim.status}`)} tone={TONES[esim.status]} />
                </Flex>
                <Typography.Text type="secondary">
                  {[
                    t('mine.bought', { date: formatDate(esim.purchased_at) }),
                    esim.status === 'active' && esim.activated_at
                      ? t('mine.activated', { date: formatDate(esim.activated_at) })
                      : null,
                    esim.expires_at
                      ? t(esim.status === 'expired' ? 'mine.expired' : 'mine.expires', {
                          date: formatDate(esim.expires_at),
                        })
                      : null,
                    t('mine.iccid', { iccid: esim.iccid }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
                {esim.status === 'ready' && esim.activation ? (
                  <div style={{ marginTop: 12 }}>
                    <ActivationSteps esim={esim} activation={esim.activation} />
                  </div>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
