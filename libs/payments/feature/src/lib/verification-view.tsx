import type { VerificationState } from '@portal/payments/data-access';
import { formatDate, formatMoney, NARROW_MEDIA_QUERY, paths } from '@portal/util';
import { Button, Descriptions, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resultStatus } from '@portal/ui';
import { Ltr, Money, useMediaQuery } from '@portal/ui-light';
import type { ReactNode } from 'react';
import { gatewayReferenceLabel } from './payment-timeline';
import { StepHeading } from './step-heading';
// Its strings come with it, to the sponsor's page too (which reaches it through this lib's entry).
import './i18n/register';

interface VerificationViewProps {
  state: Exclude<VerificationState, { phase: 'idle' }>;
  onCheckAgain: () => void;
  onTryAgain: () => void;
  /** Where the purchase leads on once paid (install the e-SIM, the membership), beside the invoice. */
  next: { to: string; label: string } | null;
  /**
   * What each outcome offers instead of the student's pages (the receipt, the invoice, the payments): a sponsor,
   * who has no session, gets what their link opens (their receipt), never a /panel address.
   */
  links?: (outcome: { paidPaymentId: number | null }) => ReactNode;
}

type PaidPayment = Extract<VerificationState, { phase: 'completed' }>['payment'];

/** The receipt of a payment the gateway confirmed: its references, date, invoice and what it cost. */
function PaymentReceipt({ payment, gateway }: { payment: PaidPayment; gateway: string }) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation('common');
  // On a phone each label stands above its value: beside it, the values had a third of 360 px and broke mid-reference.
  const narrow = useMediaQuery(NARROW_MEDIA_QUERY);
  return (
    <Descriptions
      title={t('verify.receipt')}
      bordered
      size="small"
      column={1}
      layout={narrow ? 'vertical' : 'horizontal'}
      items={[
        {
          key: 'reference',
          label: common('timeline.paymentReference'),
          children: payment.reference ? <Ltr>{payment.reference}</Ltr> : '—',
        },
        ...(payment.gateway_reference
          ? [
              {
                key: 'gateway-reference',
                label: gatewayReferenceLabel(t, payment.gateway, gateway),
                children: <Ltr>{payment.gateway_reference}</Ltr>,
              },
            ]
          : []),
        { key: 'date', label: t('verify.date'), children: formatDate(payment.date) },
        {
          key: 'invoice',
          label: t('verify.invoice'),
          children: payment.invoice_number ? <Ltr>{payment.invoice_number}</Ltr> : '—',
        },
        { key: 'gateway', label: t('verify.gateway'), children: gateway },
        {
          key: 'amount',
          label: t('verify.amount'),
          children: <Money amount={payment.amount} currency={payment.currency} />,
        },
        {
          key: 'fee',
          label: t('verify.fee'),
          children: <Money amount={payment.fee} currency={payment.currency} />,
        },
        {
          key: 'total',
          label: t('verify.total'),
          children: <Money amount={payment.amount + payment.fee} currency={payment.currency} />,
        },
      ]}
    />
  );
}

/** What the student (or, through `own`, a sponsor) can open from an outcome. */
function ResultLinks({
  invoiceId,
  paidPaymentId,
  next,
  own,
}: {
  invoiceId: number | null | undefined;
  paidPaymentId: number | null;
  next: VerificationViewProps['next'];
  own: VerificationViewProps['links'];
}) {
  const { t } = useTranslation('payments');
  return (
    <Flex gap={16} wrap justify="center">
      {own ? (
        own({ paidPaymentId })
      ) : (
        <>
          {paidPaymentId !== null && next ? <Link to={next.to}>{next.label}</Link> : null}
          {paidPaymentId !== null ? (
            <Link to={paths.receipt(`online-${paidPaymentId}`)}>{t('receipt.link')}</Link>
          ) : null}
          {invoiceId ? <Link to={paths.invoice(invoiceId)}>{t('verify.viewInvoice')}</Link> : null}
          <Link to={paths.payments()}>{t('pay.seePayments')}</Link>
        </>
      )}
    </Flex>
  );
}

/** The payment received: its receipt, which on a phone takes the card's whole width. */
function CompletedResult({
  payment,
  heading,
  links,
}: {
  payment: PaidPayment;
  heading: ReactNode;
  links: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation('common');
  const narrow = useMediaQuery(NARROW_MEDIA_QUERY);
  // antd's Result keeps 32 px each side and its body 40 px more: inside a card on a phone that left the receipt
  // about 190 px. On a phone the receipt takes the card's width.
  const gateway = common(`timeline.gateway.${payment.gateway}`, { defaultValue: payment.gateway });
  return (
    <div role="status">
      <Result
        {...resultStatus('success')}
        styles={
          narrow ? { root: { paddingInline: 0 }, body: { padding: 0, background: 'transparent' } } : undefined
        }
        title={heading}
        subTitle={t('verify.completedText', {
          amount: formatMoney(payment.amount + payment.fee, payment.currency),
        })}
        extra={links}
      >
        <PaymentReceipt payment={payment} gateway={gateway} />
      </Result>
    </div>
  );
}

/** After a gateway: verifying, then the receipt, or what went wrong and what to do. */
export function VerificationView({
  state,
  onCheckAgain,
  onTryAgain,
  next,
  links: own,
}: VerificationViewProps) {
  const { t } = useTranslation('payments');
  const links = (invoiceId: number | null | undefined, paidPaymentId: number | null = null) => (
    <ResultLinks key="links" invoiceId={invoiceId} paidPaymentId={paidPaymentId} next={next} own={own} />
  );

  // Each outcome's heading takes the focus as it appears (keyed by phase, so it does again on the next one): the
  // student hears "Payment received" reliably, where a live region's insertion is often missed.
  const heading = (text: string) => (
    <StepHeading key={state.phase} inResult>
      {text}
    </StepHeading>
  );

  switch (state.phase) {
    case 'verifying':
      return (
        <div role="status">
          <Result
            icon={<Spin size="large" />}
            title={heading(t('verify.title'))}
            subTitle={t('verify.text')}
          />
        </div>
      );
    case 'offline':
      return (
        <div role="status">
          <Result
            {...resultStatus('warning')}
            title={heading(t('verify.offlineTitle'))}
            subTitle={t('verify.offlineText')}
            extra={links(null)}
          />
        </div>
      );
    case 'completed':
      return (
        <CompletedResult
          payment={state.payment}
          heading={heading(t('verify.completedTitle'))}
          links={links(state.payment.invoice_id, state.payment.id)}
        />
      );
    case 'failed':
      return (
        <div role="alert">
          <Result
            {...resultStatus('error')}
            title={heading(t('verify.failedTitle'))}
            subTitle={t('verify.failedText')}
            extra={[
              <Button key="again" type="primary" onClick={onTryAgain}>
                {t('pay.chooseAnother')}
              </Button>,
              links(state.payment.invoice_id),
            ]}
          />
        </div>
      );
    case 'pending':
    case 'error':
      return (
        <div role="status">
          <Result
            {...resultStatus(state.phase === 'pending' ? 'info' : 'warning')}
            title={heading(t(state.phase === 'pending' ? 'verify.pendingTitle' : 'verify.errorTitle'))}
            subTitle={t(state.phase === 'pending' ? 'verify.pendingText' : 'verify.errorText')}
            extra={[
              <Button key="check" type="primary" onClick={onCheckAgain}>
                {t('verify.checkAgain')}
              </Button>,
              links(state.phase === 'pending' ? state.payment?.invoice_id : null),
            ]}
          />
        </div>
      );
  }
}
