import type { PaymentGateway } from '@portal/payments/data-access';
import { Money } from '@portal/ui-light';
import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
// Its strings come with it, to the sponsor's page too (which reaches it through this lib's entry).
import './i18n/register';

/** The gateways on offer (to a student or a sponsor), each with its fee and the total it charges. */
export function GatewayChoice<G extends PaymentGateway>({
  quote,
  value,
  onChange,
}: {
  quote: { currency: string; gateways: ReadonlyArray<{ gateway: G; fee: number; total: number }> };
  value: G | null;
  onChange: (gateway: G) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Radio.Group
      aria-label={t('pay.gatewayLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value as G)}
    >
      <Flex vertical gap={12}>
        {quote.gateways.map((entry) => (
          <Radio key={entry.gateway} value={entry.gateway}>
            <span>
              <strong>{t(`timeline.gateway.${entry.gateway as PaymentGateway}`, { ns: 'common' })}</strong>
              <Typography.Text type="secondary">
                {' · '}
                {entry.fee > 0 ? (
                  <>
                    {t('pay.fee')} <Money amount={entry.fee} currency={quote.currency} />
                  </>
                ) : (
                  t('pay.noFee')
                )}
                {' · '}
                {t('pay.total')} <Money amount={entry.total} currency={quote.currency} />
              </Typography.Text>
            </span>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** What the chosen gateway charges in all, under the choice. */
export function ChosenTotal({ total, currency }: { total: number; currency: string }) {
  const { t } = useTranslation('payments');
  return (
    <Typography.Text>
      {t('pay.total')}: <Money amount={total} currency={currency} strong />
    </Typography.Text>
  );
}
