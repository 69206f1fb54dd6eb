import { apiErrorOf } from '@portal/data-access';
import {
  useCheckoutMutation,
  useOrderCheckoutMutation,
  useGetTransferCountriesQuery,
  useCurrencyEstimate,
  type CheckoutResponse,
  type PaymentGateway,
  type PaymentQuote,
  type PaymentSubject,
} from '@portal/payments/data-access';
import { DataTable, useItemChoicesText } from '@portal/ui';
import { ApiText, Money, useHoldUpdates } from '@portal/ui-light';
import { formatMoney } from '@portal/util';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountEstimate } from './amount-estimate';
import { ChosenTotal, GatewayChoice } from './gateway-choice';
import { missingTransferFields, TransferFields, type TransferValues } from './transfer-fields';

interface CheckoutFormProps {
  quote: PaymentQuote;
  subject: PaymentSubject;
  /** Set when the subject is a waiting order (a storage booking): it is paid through the storage checkout. */
  orderId?: number;
  notice: { type: 'warning' | 'error'; text: string } | null;
  onCheckedOut: (checkout: CheckoutResponse) => void;
  /** The API refused the checkout because another payment of the invoice is pending. */
  onConflict: () => void;
}

type GatewayQuote = PaymentQuote['gateways'][number];

/**
 * The checkout request with the chosen gateway's fields: the invoice's or the items' (/payment/checkout), or a
 * waiting order's (the storage checkout).
 */
function useStartCheckout(subject: PaymentSubject, orderId: number | undefined) {
  const [checkout, invoiceCheckout] = useCheckoutMutation();
  const [orderCheckout, bookingCheckout] = useOrderCheckoutMutation();
  const startCheckout = (chosen: GatewayQuote, transfer: TransferValues) => {
    const gatewayFields = {
      gateway: chosen.gateway,
      ...(chosen.gateway === 'paypal' && chosen.paypal_region ? { paypal_region: chosen.paypal_region } : {}),
      ...(chosen.gateway === 'transfermate' ? transfer : {}),
    };
    return (
      orderId !== undefined
        ? orderCheckout({
            order_id: orderId,
            ...(subject.invoice_id !== undefined ? { invoice_id: subject.invoice_id } : {}),
            ...gatewayFields,
          })
        : checkout({ ...subject, ...gatewayFields })
    ).unwrap();
  };
  return { startCheckout, isLoading: invoiceCheckout.isLoading || bookingCheckout.isLoading };
}

/** What is being paid, the gateways with their fees and totals, and Pay (one checkout, however often it is clicked). */
export function CheckoutForm({
  quote,
  subject,
  orderId,
  notice,
  onCheckedOut,
  onConflict,
}: CheckoutFormProps) {
  const { t } = useTranslation('payments');
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const [transfer, setTransfer] = useState<TransferValues>({});
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { startCheckout, isLoading } = useStartCheckout(subject, orderId);
  // The checkout call itself: an update waits until the gateway's step (held by the pay page) has taken over.
  useHoldUpdates(isLoading);
  const countries = useGetTransferCountriesQuery(undefined, { skip: gateway !== 'transfermate' });
  const submitting = useRef(false);
  const chosen = quote.gateways.find((entry) => entry.gateway === gateway);

  async function pay() {
    if (!chosen || submitting.current) return;
    if (chosen.gateway === 'transfermate') {
      const country = countries.data?.find((entry) => entry.code === transfer.country_code);
      if (missingTransferFields(transfer, country).length > 0) {
        setShowErrors(true);
        return;
      }
    }
    submitting.current = true;
    setFailure(null);
    try {
      onCheckedOut(await startCheckout(chosen, transfer));
    } catch (error) {
      const { status, message } = apiErrorOf(error);
      if (status === 409) onConflict();
      setFailure(
        status === 'FETCH_ERROR' && !navigator.onLine
          ? t('pay.checkoutOffline')
          : (message ?? t('pay.checkoutTryAgain')),
      );
    } finally {
      submitting.current = false;
    }
  }

  return (
    <Flex vertical gap={16}>
      <QuoteItems quote={quote} />
      <Card title={t('pay.chooseGateway')}>
        <Flex vertical gap={16}>
          {notice ? <Alert type={notice.type} showIcon title={notice.text} role="alert" /> : null}
          <GatewayChoice
            quote={quote}
            value={gateway}
            onChange={(next) => {
              setGateway(next);
              setFailure(null);
            }}
          />
          {chosen?.gateway === 'transfermate' ? (
            <TransferFields
              values={transfer}
              onChange={setTransfer}
              amount={chosen.total}
              showErrors={showErrors}
            />
          ) : null}
          {chosen ? <ChosenTotal total={chosen.total} currency={quote.currency} /> : null}
          {failure ? (
            <Alert type="error" showIcon title={t('pay.checkoutFailed')} description={failure} role="alert" />
          ) : null}
          <div>
            <Button
              type="primary"
              size="large"
              disabled={!chosen}
              loading={isLoading}
              onClick={() => void pay()}
            >
              {t('pay.payButton', { amount: formatMoney(chosen?.total ?? quote.amount_due, quote.currency) })}
            </Button>
          </div>
        </Flex>
      </Card>
    </Flex>
  );
}

/** What is being paid: the quote's items, what was paid already and the amount due (with an estimate at home). */
function QuoteItems({ quote }: { quote: PaymentQuote }) {
  const { t } = useTranslation('payments');
  const choicesText = useItemChoicesText();
  // The amount due in the student's home currency, for information: the charge stays in pounds.
  const estimate = useCurrencyEstimate(quote.amount_due);
  return (
    <Card title={t('pay.whatYouPay')} styles={{ body: { padding: 0 } }}>
      <DataTable
        rowKey="key"
        label={t('pay.whatYouPay')}
        pagination={false}
        // The items have no id of their own; their place in the quote names them.
        dataSource={quote.items.map((item, index) => ({ ...item, key: index }))}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'description',
            title: t('pay.item'),
            render: (_v, item) => {
              const choices = choicesText(item.options);
              return choices ? (
                <Flex vertical>
                  <ApiText>{item.description}</ApiText>
                  <Typography.Text type="secondary">{choices}</Typography.Text>
                </Flex>
              ) : (
                <ApiText>{item.description}</ApiText>
              );
            },
          },
          { key: 'quantity', title: t('pay.quantity'), dataIndex: 'quantity', align: 'end' },
          {
            key: 'amount',
            title: t('pay.itemAmount'),
            align: 'end',
            render: (_v, item) => <Money amount={item.amount} currency={quote.currency} />,
          },
        ]}
        totals={[
          ...(quote.amount_paid
            ? [
                {
                  key: 'paid',
                  label: t('pay.alreadyPaid'),
                  value: <Money amount={quote.amount_paid} currency={quote.currency} />,
                },
              ]
            : []),
          {
            key: 'due',
            label: t('pay.amountDue'),
            strong: true,
            value: (
              <>
                <Money amount={quote.amount_due} currency={quote.currency} strong />
                <AmountEstimate estimate={estimate} />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
