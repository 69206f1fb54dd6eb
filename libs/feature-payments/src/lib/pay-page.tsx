import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  apiErrorOf,
  useGetPaymentQuoteQuery,
  usePaymentVerification,
  type CheckoutResponse,
  type PaymentSubject,
} from '@portal/data-access';
import { PageHeader, PagePending } from '@portal/ui';
import { formatDate, formatMoney, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CheckoutForm } from './checkout-form';
import { FlywireStep } from './flywire-step';
import { PayLinkInvalid } from './pay-link-invalid';
import { parsePayRoute } from './pay-route';
import { PaypalStep } from './paypal-step';
import { TransferInstructions } from './transfer-instructions';
import { VerificationView } from './verification-view';

type Notice = { type: 'warning' | 'error'; text: string };

export function PayPage() {
  const { t } = useTranslation('payments');
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
  const { currentData: quote, error, isError, isFetching, refetch } = quoteQuery;
  const [checkout, setCheckout] = useState<CheckoutResponse | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verifyingId, setVerifyingId] = useState<number | null>(null);
  const verification = usePaymentVerification();

  if (!route.ok) return <PayLinkInvalid reason={t(`invalid.${route.error}`)} />;
  if (isError && !isFetching && !quote) {
    const { status, message } = apiErrorOf(error);
    if (status === 404)
      return (
        <PayLinkInvalid
          reason={t(route.orderId !== undefined ? 'invalid.orderNotFound' : 'invalid.notFound')}
        />
      );
    if (status === 400 || status === 422)
      return <PayLinkInvalid reason={t('invalid.rejected', { message: message ?? '' })} />;
  }

  const invoiceId = quote?.invoice_id ?? route.invoiceId;
  const back =
    route.orderId !== undefined ? (
      <Link to={paths.orders()}>{t('pay.backToOrders')}</Link>
    ) : invoiceId ? (
      <Link to={paths.invoice(invoiceId)}>{t('pay.backToInvoice')}</Link>
    ) : (
      <Link to={paths.invoices()}>{t('pay.backToInvoices')}</Link>
    );
  const title = quote?.invoice_number
    ? t('pay.titleInvoice', { number: quote.invoice_number })
    : t(`type.${route.type}`);

  if (!quote) {
    return (
      <PagePending
        title={t('pay.loadingTitle')}
        back={back}
        failed={isError && !isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

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

  let body;
  if (verification.state.phase !== 'idle') {
    body = (
      <VerificationView
        state={verification.state}
        onCheckAgain={() => verifyingId !== null && verify(verifyingId)}
        onTryAgain={startOver}
      />
    );
  } else if (checkout) {
    const step =
      checkout.gateway === 'paypal' ? (
        <PaypalStep checkout={checkout} onTaken={verify} onAbandoned={abandon} />
      ) : checkout.gateway === 'flywire' ? (
        <FlywireStep checkout={checkout} onTaken={verify} onAbandoned={abandon} />
      ) : (
        <TransferInstructions checkout={checkout} onSent={verify} />
      );
    body = <Card>{step}</Card>;
  } else if (quote.pending_payment) {
    const pending = quote.pending_payment;
    body = (
      <Flex vertical gap={16} align="flex-start">
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('pay.pendingTitle')}
          description={t('pay.pendingText', {
            gateway: t(`gateway.${pending.gateway}`, { defaultValue: pending.gateway }),
            amount: formatMoney(pending.amount + pending.fee, pending.currency),
            date: formatDate(pending.date),
          })}
        />
        <Flex gap={16} wrap align="center">
          <Button type="primary" onClick={() => verify(pending.id)}>
            {t('pay.checkStatus')}
          </Button>
          <Link to={paths.payments()}>{t('pay.seePayments')}</Link>
        </Flex>
      </Flex>
    );
  } else if (quote.amount_due <= 0) {
    const paidOrder = route.orderId !== undefined;
    body = (
      <Result
        status="success"
        title={t(paidOrder ? 'pay.alreadyPaidOrderTitle' : 'pay.alreadyPaidTitle')}
        subTitle={t(paidOrder ? 'pay.alreadyPaidOrderText' : 'pay.alreadyPaidText')}
        extra={back}
      />
    );
  } else {
    body = (
      <CheckoutForm
        quote={quote}
        subject={subject as PaymentSubject}
        orderId={route.orderId}
        notice={notice}
        onCheckedOut={(result) => {
          setNotice(null);
          setCheckout(result);
        }}
        onConflict={() => void refetch()}
      />
    );
  }

  return (
    <>
      <PageHeader title={title} back={back} />
      {body}
    </>
  );
}
