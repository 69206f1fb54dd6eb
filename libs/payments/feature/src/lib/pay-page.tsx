import { skipToken } from '@reduxjs/toolkit/query/react';
import { apiErrorOf } from '@portal/data-access';
import {
  useGetPaymentQuoteQuery,
  useKeptPaypalApproval,
  usePaymentVerification,
  type CheckoutResponse,
  type PaymentQuote,
  type PaymentSubject,
} from '@portal/payments/data-access';
import { resultStatus } from '@portal/ui';
import { PageStates, useHoldUpdates } from '@portal/ui-light';
import { formatDate, formatMoney, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Result } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CheckoutForm } from './checkout-form';
import { FlywireStep } from './flywire-step';
import { payOrigin } from './pay-origin';
import { parsePayRoute } from './pay-route';
import { PaypalStep } from './paypal-step';
import { TransferInstructions } from './transfer-instructions';
import { VerificationView } from './verification-view';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

type Notice = { type: 'warning' | 'error'; text: string };

type Translate = ReturnType<typeof useTranslation<'payments'>>['t'];

/** The gateway's own step once a checkout started: PayPal's buttons, Flywire's form, or the transfer's details. */
function GatewayStep({
  checkout,
  onTaken,
  onAbandoned,
}: {
  checkout: CheckoutResponse;
  onTaken: (paymentId: number) => void;
  onAbandoned: (notice: Notice) => void;
}) {
  if (checkout.gateway === 'paypal')
    return <PaypalStep checkout={checkout} onTaken={onTaken} onAbandoned={onAbandoned} />;
  if (checkout.gateway === 'flywire')
    return <FlywireStep checkout={checkout} onTaken={onTaken} onAbandoned={onAbandoned} />;
  return <TransferInstructions checkout={checkout} onSent={onTaken} />;
}

interface Waiting {
  heading: string;
  text: string;
  paymentId: number;
  action: string;
}

/** A payment of this subject already on its way (a kept PayPal approval, or one the API reports pending), if any. */
function waitingPayment(
  t: Translate,
  quote: PaymentQuote,
  approval: ReturnType<typeof useKeptPaypalApproval>,
): Waiting | null {
  if (approval)
    return {
      heading: t('pay.approvalTitle'),
      text: t('pay.approvalText', {
        amount: formatMoney(approval.total, approval.currency),
        date: formatDate(approval.approved_at),
      }),
      paymentId: approval.payment_id,
      action: t('pay.approvalConfirm'),
    };
  const pending = quote.pending_payment;
  if (!pending) return null;
  return {
    heading: t('pay.pendingTitle'),
    text: t('pay.pendingText', {
      gateway: t(`common:timeline.gateway.${pending.gateway}`, { defaultValue: pending.gateway }),
      amount: formatMoney(pending.amount + pending.fee, pending.currency),
      date: formatDate(pending.date),
    }),
    paymentId: pending.id,
    action: t('pay.checkStatus'),
  };
}

/** A payment on its way: what it is and how to follow it, never a second payment. */
function WaitingPayment({ heading, text, action, onCheck }: Waiting & { onCheck: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Flex vertical gap={16} align="flex-start">
      <Alert type="warning" showIcon role="alert" title={heading} description={text} />
      <Flex gap={16} wrap align="center">
        <Button type="primary" onClick={onCheck}>
          {action}
        </Button>
        <Link to={paths.payments()}>{t('pay.seePayments')}</Link>
      </Flex>
    </Flex>
  );
}

/** Nothing left to pay: the invoice or the booking is paid, and the way back. */
function AlreadyPaid({ order, back }: { order: boolean; back: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <Result
      {...resultStatus('success')}
      title={t(order ? 'pay.alreadyPaidOrderTitle' : 'pay.alreadyPaidTitle')}
      subTitle={t(order ? 'pay.alreadyPaidOrderText' : 'pay.alreadyPaidText')}
      extra={back}
    />
  );
}

/**
 * What the pay page's address names: the subject to pay, its quote, why it cannot be paid (a malformed link, or one
 * the API refuses) and where the page leads back and on to.
 */
function usePaySubject(t: Translate) {
  const params = useParams();
  const route = useMemo(() => parsePayRoute(params), [params]);
  const subject: PaymentSubject | null = route.ok
    ? {
        payment_type: route.type,
        ...(route.invoiceId !== undefined ? { invoice_id: route.invoiceId } : {}),
        ...(route.payload !== undefined ? { payload: route.payload } : {}),
      }
    : null;
  const quoteQuery = useGetPaymentQuoteQuery(subject ?? skipToken);
  const { currentData: quote, error, isError, isFetching } = quoteQuery;
  // A link that cannot be paid: malformed, or refused by the API as unknown (404) or unpayable (400, 422).
  const failure = isError && !isFetching && !quote ? apiErrorOf(error) : null;
  const invalidReason = !route.ok
    ? t(`invalid.${route.error}`)
    : failure?.status === 404
      ? t(route.orderId !== undefined ? 'invalid.orderNotFound' : 'invalid.notFound')
      : failure?.status === 400 || failure?.status === 422
        ? t('invalid.rejected', { message: failure.message ?? '' })
        : null;
  const orderId = route.ok ? route.orderId : undefined;
  const invoiceId = quote?.invoice_id ?? (route.ok ? route.invoiceId : undefined);
  const origin = route.ok
    ? payOrigin({ type: route.type, returnTo: route.returnTo, orderId, invoiceId })
    : null;
  return { route, subject, quoteQuery, invalidReason, orderId, origin };
}

/**
 * Where a payment is after the choice: its gateway's step (`checkout`), its verification, or back at the choice with a
 * notice (abandoned, or started over after a failure).
 */
function usePayFlow(refetch: () => unknown) {
  const [checkout, setCheckout] = useState<CheckoutResponse | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verifyingId, setVerifyingId] = useState<number | null>(null);
  const verification = usePaymentVerification();
  const verify = (paymentId: number) => {
    setVerifyingId(paymentId);
    setCheckout(null);
    void verification.verify(paymentId);
  };
  const abandon = (next: Notice) => {
    setCheckout(null);
    setNotice(next);
    void refetch();
  };
  const startOver = () => {
    verification.reset();
    setVerifyingId(null);
    setNotice(null);
    void refetch();
  };
  return { checkout, setCheckout, notice, setNotice, verifyingId, verification, verify, abandon, startOver };
}

export function PayPage() {
  const { t } = useTranslation('payments');
  const { route, subject, quoteQuery, invalidReason, orderId, origin } = usePaySubject(t);
  const { currentData: quote, refetch } = quoteQuery;
  const { checkout, setCheckout, notice, setNotice, verifyingId, verification, verify, abandon, startOver } =
    usePayFlow(refetch);
  // A PayPal approval of this invoice whose capture has not reached the API yet (offline): it goes out once the
  // connection is back; until then the page shows it instead of a new payment.
  const approval = useKeptPaypalApproval(quote?.invoice_id);
  // From checkout until the outcome is shown, an app update waits: a reload could lose the payment's outcome.
  useHoldUpdates(
    checkout !== null || verification.state.phase === 'verifying' || verification.state.phase === 'offline',
  );

  const back = origin ? (
    <Link to={origin.back.to}>{t(`pay.back.${origin.back.label}`)}</Link>
  ) : (
    <Link to={paths.invoices()}>{t('pay.backToInvoices')}</Link>
  );
  const title =
    !route.ok || !quote
      ? t('pay.loadingTitle')
      : quote.invoice_number
        ? t('pay.titleInvoice', { number: quote.invoice_number })
        : t(`type.${route.type}`);

  /** What the page shows once the quote is there: the verification, a gateway's step, or the choice. */
  const body = (quote: PaymentQuote) => {
    if (verification.state.phase !== 'idle') {
      return (
        <VerificationView
          state={verification.state}
          next={origin?.next ? { to: origin.next.to, label: t(`pay.next.${origin.next.label}`) } : null}
          onCheckAgain={() => verifyingId !== null && verify(verifyingId)}
          onTryAgain={startOver}
        />
      );
    }
    if (checkout) {
      return (
        <Card>
          <GatewayStep checkout={checkout} onTaken={verify} onAbandoned={abandon} />
        </Card>
      );
    }
    const waiting = waitingPayment(t, quote, approval);
    if (waiting) return <WaitingPayment {...waiting} onCheck={() => verify(waiting.paymentId)} />;
    if (quote.amount_due <= 0) return <AlreadyPaid order={orderId !== undefined} back={back} />;
    return (
      <CheckoutForm
        quote={quote}
        subject={subject as PaymentSubject}
        orderId={orderId}
        notice={notice}
        onCheckedOut={(result) => {
          setNotice(null);
          setCheckout(result);
        }}
        onConflict={() => void refetch()}
      />
    );
  };

  return (
    <PageStates
      title={title}
      back={back}
      queries={[quoteQuery]}
      data={quote}
      notFound={{
        when: invalidReason !== null,
        title: t('invalid.title'),
        text: invalidReason ?? '',
        detail: t('invalid.nothingCharged'),
        backTo: paths.invoices(),
        backLabel: t('pay.backToInvoices'),
      }}
    >
      {body}
    </PageStates>
  );
}
