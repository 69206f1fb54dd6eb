import type { Wallet } from '@portal/wallet/data-access';
import { Money, Ltr } from '@portal/ui-light';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/util';

/** The balance with the referral code, and what the credit was earned with. */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation('wallet');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            <div role="group" aria-label={t('balance')}>
              <Statistic
                title={t('balance')}
                value={wallet.balance}
                formatter={() => formatMoney(wallet.balance, wallet.currency)}
              />
            </div>
            <Typography.Text type="secondary">{t('balanceHint')}</Typography.Text>
            {wallet.referral_code ? (
              <div>
                <Typography.Text strong>{t('referralCode')}: </Typography.Text>
                <Typography.Text code copyable={{ text: wallet.referral_code }}>
                  <Ltr>{wallet.referral_code}</Ltr>
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('referralHint')}</Typography.Text>
              </div>
            ) : null}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card
          title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('earnedTitle')}</h2>}
          style={{ height: '100%' }}
        >
          {wallet.earned.length === 0 ? (
            <Typography.Text type="secondary">{t('earnedNone')}</Typography.Text>
          ) : (
            <ul aria-label={t('earnedTitle')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {wallet.earned.map((earning) => (
                <li key={earning.source} style={{ padding: '8px 0' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <span>
                      {t(`source.${earning.source}`)}{' '}
                      <Typography.Text type="secondary">
                        ({t('earnedCount', { count: earning.count })})
                      </Typography.Text>
                    </span>
                    <Money amount={earning.amount} currency={wallet.currency} strong />
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Col>
    </Row>
  );
}
