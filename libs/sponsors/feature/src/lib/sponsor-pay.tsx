import { apiErrorOf } from '@portal/data-access';
import { type InvoiceSummary } from '@portal/invoices/data-access';
import { usePaymentVerification, type CheckoutResponse } from '@portal/payments/data-access';
import {
  sponsorOutcomeTags,
  useGetSponsorQuoteQuery,
  useLazyGetSponsorPaymentQuery,
  useSponsorCapturePaypalMutation,
  useSponsorCheckoutMutation,
  useSponsorFlywireCallbackMutation,
  type SponsorCheckoutRequest,
  type SponsorQuote,
} from '@portal/sponsors/data-access';
import { ApiText, Money, useHoldUpdates, useMediaQuery } from '@portal/ui-light';
import { formatMoney, NARROW_MEDIA_QUERY } from '@portal/util';
import { Alert, Button, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChosenTotal,
  FlywireStep,
  GatewayChoice,
  PaypalStep,
  VerificationView,
} from '@portal/payments/feature';
import { useSponsorReceipt } from './sponsor-receipts';

type SponsorGateway = SponsorCheckoutRequest['gateway'];
type SponsorCheckout = Extract<CheckoutResponse, { gateway: SponsorGateway }>;

/** The API's refusals a sponsor is told of in their own words (its messages are English). */
const KNOWN_REFUSALS = new Set([
  'payment_pending',
  'already_paid',
  'over_limit',
  'more_than_due',
  'not_found',
]);
type KnownRefusal = 'payment_pending' | 'already_paid' | 'over_limit' | 'more_than_due' | 'not_found';

function refusalOf(error: unknown): KnownRefusal | null {
  const code = (error as { data?: { error?: { code?: unknown } } } | undefined)?.data?.error?.code;
  return typeof code === 'string' && KNOWN_REFUSALS.has(code) ? (code as KnownRefusal) : null;
}

/**
 * The verification of a sponsor's payment, by the link's secret: PayPal's capture (sent again when it did not reach
 * the API) and the payment's status, asked until the gateway's answer is known.
 */
function useSponsorVerification(token: string) {
  const [capturePaypal] = useSponsorCapturePaypalMutation();
  const [askPayment] = useLazyGetSponsorPaymentQuery();
  // A capture that did not reach the API (offline) is sent again before the payment is asked after.
  const unsent = useRef<{ payment_id: number; order_id: string } | null>(null);
  const source = useMemo(
    () => ({
      capture: async () => {
        const approval = unsent.current;
        if (!approval) return null;
        const result = await capturePaypal({ token, ...approval });
        if ('data' in result && result.data) {
          unsent.current = null;
          return { status: 'captured' as const, payment: result.data };
        }
        const { status, message } = apiErrorOf(result.error);
        if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status: 'offline' as const };
        unsent.current = null;
        return { status: 'refused' as const, message };
      },
      ask: (paymentId: number) => askPayment({ token, paymentId }),
      outcomeTags: sponsorOutcomeTags,
    }),
    [askPayment, capturePaypal, token],
  );
  const verification = usePaymentVerification(source);
  const captureWith = useCallback(
    async (approval: { payment_id: number; order_id: string }) => {
      unsent.current = approval;
      const outcome = await source.capture();
      return outcome ?? { status: 'offline' as const };
    },
    [source],
  );
  return { verification, captureWith };
}

/** What the payment costs before Pay: the invoice's amount due, what the limit allows, what is paid now. */
function QuoteSummary({ quote }: { quote: SponsorQuote }) {
  const { t } = useTranslation('sponsors');
  const narrow = useMediaQuery(NARROW_MEDIA_QUERY);
  const money = (amount: number, strong = false) => (
    <Money amount={amount} currency={quote.currency} strong={strong} />
  );
  return (
    <Flex vertical gap={8}>
      <Descriptions
        bordered
        size="small"
        column={1}
        layout={narrow ? 'vertical' : 'horizontal'}
        items={[
          { key: 'due', label: t('sponsor.quoteAmountDue'), children: money(quote.amount_due) },
          ...(quote.limit_left === null
            ? []
            : [{ key: 'limit', label: t('sponsor.quoteLimit'), children: money(quote.limit_left) }]),
          { key: 'now', label: t('sponsor.quoteYouPay'), children: money(quote.amount, true) },
        ]}
      />
      {quote.amount > 0 && quote.amount < quote.amount_due ? (
        <Typography.Text type="secondary">
          {t('sponsor.quoteLimited', { amount: formatMoney(quote.amount, quote.currency) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * The sponsor's choice: what they pay (within the student's limit), the gateway with its fee and total, why a
 * checkout failed, Pay. An invoice already being paid (the student's bank transfer) says so instead of offering Pay.
 */
function SponsorGatewayForm({
  invoice,
  quote,
  gateway,
  onGateway,
  failure,
  loading,
  onPay,
}: {
  invoice: InvoiceSummary;
  quote: SponsorQuote;
  gateway: SponsorGateway | null;
  onGateway: (gateway: SponsorGateway) => void;
  failure: string | null;
  loading: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('sponsors');
  const chosen = quote.gateways.find((entry) => entry.gateway === gateway);
  const pending = quote.payment_pending;
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        <ApiText>{invoice.description}</ApiText>
      </Typography.Text>
      <QuoteSummary quote={quote} />
      {pending ? (
        <Alert
          type="warning"
          showIcon
          title={t('sponsor.pending.title')}
          description={t(
            pending.gateway === 'transfermate' ? 'sponsor.pending.transfermate' : 'sponsor.pending.other',
          )}
        />
      ) : (
        <>
          <Typography.Text strong>{t('pay.chooseGateway', { ns: 'payments' })}</Typography.Text>
          <GatewayChoice quote={quote} value={gateway} onChange={onGateway} />
          {chosen ? <ChosenTotal total={chosen.total} currency={quote.currency} /> : null}
          {failure ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('sponsor.checkoutFailed')}
              description={failure}
            />
          ) : null}
          <div>
            <Button
              type="primary"
              size="large"
              disabled={!chosen || quote.amount <= 0}
              loading={loading}
              onClick={onPay}
            >
              {t('sponsor.pay', { amount: formatMoney(chosen?.total ?? quote.amount, quote.currency) })}
            </Button>
          </div>
        </>
      )}
    </Flex>
  );
}

/** The checkout of one invoice by the link: one per press, and why it failed in the sponsor's language. */
function useSponsorCheckout(token: string, invoice: InvoiceSummary) {
  const { t } = useTranslation('sponsors');
  const [checkoutSponsor, { isLoading }] = useSponsorCheckoutMutation();
  const [checkout, setCheckout] = useState<SponsorCheckout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = useRef(false);
  const pay = async (gateway: SponsorGateway | null) => {
    if (!gateway || submitting.current) return;
    submitting.current = true;
    setFailure(null);
    try {
      const result = await checkoutSponsor({ token, invoice_id: invoice.id, gateway }).unwrap();
      if (result.gateway === 'paypal' || result.gateway === 'flywire') setCheckout(result);
    } catch (error) {
      const refusal = refusalOf(error);
      setFailure(
        refusal
          ? t(`sponsor.errors.${refusal}`)
          : apiErrorOf(error).status === 'FETCH_ERROR' && !navigator.onLine
            ? t('sponsor.offline')
            : t('sponsor.tryAgain'),
      );
    } finally {
      submitting.current = false;
    }
  };
  return { pay, checkout, setCheckout, failure, setFailure, isLoading };
}

/** The quote could not be had: say so, with a way to ask again. */
function QuoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('sponsors');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('sponsor.quoteFailed')}
      action={<Button onClick={onRetry}>{t('retry', { ns: 'common' })}</Button>}
    />
  );
}

/** One invoice: what it costs, a gateway, Pay (one checkout per press), its step, then the verification. */
export function SponsorPay({
  token,
  invoice,
  onBack,
}: {
  token: string;
  invoice: InvoiceSummary;
  onBack: () => void;
}) {
  const { t } = useTranslation('sponsors');
  const quote = useGetSponsorQuoteQuery({ token, invoiceId: invoice.id });
  const [flywireCallback] = useSponsorFlywireCallbackMutation();
  const [gateway, setGateway] = useState<SponsorGateway | null>(null);
  const { pay, checkout, setCheckout, failure, setFailure, isLoading } = useSponsorCheckout(token, invoice);
  const [verifyingId, setVerifyingId] = useState<number | null>(null);
  const { verification, captureWith } = useSponsorVerification(token);
  const { download, messageHolder } = useSponsorReceipt(token);
  useHoldUpdates(checkout !== null || verification.state.phase === 'verifying');

  const verify = (paymentId: number) => {
    setVerifyingId(paymentId);
    setCheckout(null);
    void verification.verify(paymentId);
  };
  const abandon = (notice: { text: string }) => {
    setCheckout(null);
    setFailure(notice.text);
  };

  const body = () => {
    if (verification.state.phase !== 'idle')
      return (
        <VerificationView
          state={verification.state}
          next={null}
          // The sponsor's link opens their receipt; the student's pages (/panel) would ask for her sign-in.
          links={({ paidPaymentId }) =>
            paidPaymentId === null ? null : (
              <Button type="primary" onClick={() => void download(paidPaymentId)}>
                {t('sponsor.downloadReceipt')}
              </Button>
            )
          }
          onCheckAgain={() => verifyingId !== null && verify(verifyingId)}
          onTryAgain={() => {
            verification.reset();
            setVerifyingId(null);
          }}
        />
      );
    if (checkout?.gateway === 'flywire')
      return (
        <FlywireStep
          checkout={checkout}
          callbackWith={(outcome) => flywireCallback({ token, ...outcome }).unwrap()}
          onTaken={verify}
          onAbandoned={abandon}
        />
      );
    if (checkout)
      return (
        <PaypalStep checkout={checkout} captureWith={captureWith} onTaken={verify} onAbandoned={abandon} />
      );
    if (!quote.data) return quote.isError ? <QuoteFailed onRetry={() => void quote.refetch()} /> : <Spin />;
    return (
      <SponsorGatewayForm
        invoice={invoice}
        quote={quote.data}
        gateway={gateway}
        onGateway={(chosen) => {
          setGateway(chosen);
          setFailure(null);
        }}
        failure={failure}
        loading={isLoading}
        onPay={() => void pay(gateway)}
      />
    );
  };

  return (
    <Flex vertical gap={16}>
      {messageHolder}
      <Card title={t('sponsor.payTitle', { number: invoice.number })}>{body()}</Card>
      <div>
        <Button onClick={onBack}>{t('sponsor.backToList')}</Button>
      </div>
    </Flex>
  );
}
