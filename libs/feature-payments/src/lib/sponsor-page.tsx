import { skipToken } from '@reduxjs/toolkit/query/react';
import { loadPdfMaker, saveFile } from '@portal/documents';
import {
  apiConfig,
  apiErrorOf,
  isSponsorToken,
  languageChosen,
  sponsorOutcomeTags,
  useAppDispatch,
  useGetSponsorViewQuery,
  useLazyGetSponsorPaymentQuery,
  useLazyGetSponsorReceiptQuery,
  usePaymentVerification,
  useSponsorCapturePaypalMutation,
  useSponsorCheckoutMutation,
  useSponsorFlywireCallbackMutation,
  type CheckoutResponse,
  type InvoiceSummary,
  type SponsorCheckoutRequest,
  type SponsorView,
} from '@portal/data-access';
import { ApiText, Money, PageStates, useHoldUpdates, useMessages } from '@portal/ui';
import { formatDate, formatDateTimeWithZone, formatMoney } from '@portal/util';
import { Alert, Button, Card, Flex, Radio, Result, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FlywireStep } from './flywire-step';
import { PaypalStep } from './paypal-step';
import { VerificationView } from './verification-view';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

type SponsorGateway = SponsorCheckoutRequest['gateway'];
type SponsorCheckout = Extract<CheckoutResponse, { gateway: SponsorGateway }>;
/**
 * As nginx's header says, whichever shell served the page (React puts it in the head): the link's secret is never
 * sent as a Referer.
 */
const NO_REFERRER = <meta name="referrer" content="no-referrer" />;
/** The gateways a sponsor pays through: the student's card gateways, each paid at once by the payer. */
const SPONSOR_GATEWAYS: readonly SponsorGateway[] = ['paypal', 'flywire'];

/**
 * A sponsor's page (/sponsor/<token>): what the student shared and nothing else, paid through the same PayPal step
 * and verification as the student's pay page, by the link's secret alone: never the student's session.
 */
export function SponsorPage() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  // A link that cannot be one is refused here, before any request.
  const wellFormed = isSponsorToken(token);
  const view = useGetSponsorViewQuery(wellFormed ? token : skipToken);
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const language = view.data?.language;
  const languageSet = useRef(false);
  // The page opens in the language the student chose for the sponsor; the sponsor may change it after.
  useEffect(() => {
    if (!language || languageSet.current) return;
    languageSet.current = true;
    dispatch(languageChosen(language));
  }, [dispatch, language]);

  const failure = view.isError ? apiErrorOf(view.error) : null;
  const code = (view.error as { data?: { error?: { code?: string } } } | undefined)?.data?.error?.code;
  const reason = !wellFormed
    ? 'malformed'
    : failure?.status === 429
      ? 'tooMany'
      : code === 'link_revoked'
        ? 'revoked'
        : code === 'link_expired'
          ? 'expired'
          : failure?.status === 404 || failure?.status === 400
            ? 'unknown'
            : null;

  // A link that does not work: why, in the sponsor's words, and nothing of the student's.
  if (reason !== null)
    return (
      <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
        {NO_REFERRER}
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('sponsor.invalid.title')}</h1>}
          subTitle={
            <>
              <Typography.Paragraph>{t(`sponsor.invalid.${reason}`)}</Typography.Paragraph>
              <Typography.Paragraph type="secondary">
                {t('sponsor.invalid.nothingShown')}
              </Typography.Paragraph>
            </>
          }
        />
      </main>
    );

  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      {NO_REFERRER}
      <PageStates
        title={
          view.data ? t('sponsor.title', { name: view.data.student_first_name }) : t('sponsor.loadingTitle')
        }
        queries={[view]}
        data={view.data}
      >
        {(data) =>
          paying ? (
            <SponsorPay
              token={token}
              invoice={paying}
              view={data}
              onBack={() => {
                setPaying(null);
                void view.refetch();
              }}
            />
          ) : (
            <SponsorOverview token={token} view={data} onPay={setPaying} />
          )
        }
      </PageStates>
    </main>
  );
}

/** A receipt of the sponsor's payment as a PDF, made in the browser; a failure says so in a message. */
function useSponsorReceipt(token: string) {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation('common');
  const [fetchReceipt] = useLazyGetSponsorReceiptQuery();
  const [message, messageHolder] = useMessages();
  const download = async (paymentId: number) => {
    try {
      const receipt = await fetchReceipt({ token, paymentId }).unwrap();
      const { makePdf } = await loadPdfMaker();
      const gateway = common(`timeline.gateway.${receipt.gateway}`, { defaultValue: receipt.gateway });
      const pdf = await makePdf({
        title: t('receipt.title'),
        language: i18n.language,
        rtl: i18n.language === 'ar',
        blocks: [
          { kind: 'text', lines: [apiConfig.school.name, ...apiConfig.school.address] },
          {
            kind: 'fields',
            rows: [
              [t('receipt.number'), receipt.reference],
              [t('receipt.paidOn'), formatDateTimeWithZone(receipt.date)],
              [t('sponsor.receiptPaidBy'), receipt.sponsor_name],
              [t('receipt.student'), receipt.student_first_name],
              [t('verify.invoice'), receipt.invoice_number],
              [t('receipt.description'), receipt.description],
              [t('verify.gateway'), gateway],
              [t('verify.amount'), formatMoney(receipt.amount, receipt.currency)],
              [t('verify.fee'), formatMoney(receipt.fee, receipt.currency)],
              [t('verify.total'), formatMoney(receipt.amount + receipt.fee, receipt.currency)],
            ],
          },
          { kind: 'text', lines: [t('receipt.footer')], muted: true, size: 8 },
        ],
      });
      saveFile(pdf, `${receipt.reference}.pdf`);
    } catch {
      void message.error(t('sponsor.receiptFailed'));
    }
  };

  return { download, messageHolder };
}

function SponsorOverview({
  token,
  view,
  onPay,
}: {
  token: string;
  view: SponsorView;
  onPay: (invoice: InvoiceSummary) => void;
}) {
  const { t } = useTranslation('payments');
  const { download, messageHolder } = useSponsorReceipt(token);
  const open = view.invoices.filter((invoice) => invoice.amount_due > 0);

  return (
    <Flex vertical gap={16}>
      {messageHolder}
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('sponsor.intro', { student: view.student_first_name, sponsor: view.sponsor_name })}
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        title={[
          view.limit_left !== null
            ? t('sponsor.limitLeft', { amount: formatMoney(view.limit_left, view.currency) })
            : null,
          t('sponsor.endsOn', { date: formatDate(view.ends_on) }),
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <Card title={t('sponsor.invoices')}>
        {open.length === 0 ? (
          <Typography.Text>{t('sponsor.nothingDue')}</Typography.Text>
        ) : (
          <Flex vertical gap={16} role="list">
            {open.map((invoice) => (
              <Flex key={invoice.id} role="listitem" gap={12} wrap justify="space-between" align="center">
                <Flex vertical>
                  <Typography.Text strong>
                    <bdi>{invoice.number}</bdi> · <ApiText>{invoice.description}</ApiText>
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('sponsor.due', { date: formatDate(invoice.due_date) })} · {t('sponsor.amountDue')}{' '}
                    <Money amount={invoice.amount_due} currency={invoice.currency} />
                  </Typography.Text>
                </Flex>
                <Button
                  type="primary"
                  disabled={view.limit_left === 0}
                  onClick={() => onPay(invoice)}
                  aria-label={t('sponsor.payThis', { number: invoice.number })}
                >
                  {t('sponsor.payThis', { number: invoice.number })}
                </Button>
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
      {view.payments.length > 0 ? (
        <Card title={t('sponsor.yourPayments')}>
          <Flex vertical gap={12} role="list">
            {view.payments.map((payment) => (
              <Flex key={payment.id} role="listitem" gap={12} wrap justify="space-between" align="center">
                <Typography.Text>
                  <bdi>{payment.invoice_number}</bdi> · {formatMoney(payment.amount, payment.currency)} ·{' '}
                  {formatDate(payment.date)}
                </Typography.Text>
                <Button
                  onClick={() => void download(payment.id)}
                  aria-label={t('sponsor.receiptNamed', { invoice: payment.invoice_number })}
                >
                  {t('sponsor.receipt')}
                </Button>
              </Flex>
            ))}
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
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

/** The sponsor's choice: what they pay (within the student's limit), the gateway, why a checkout failed, Pay. */
function SponsorGatewayForm({
  invoice,
  amount,
  gateway,
  onGateway,
  failure,
  loading,
  onPay,
}: {
  invoice: InvoiceSummary;
  amount: number;
  gateway: SponsorGateway | null;
  onGateway: (gateway: SponsorGateway) => void;
  failure: string | null;
  loading: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        <ApiText>{invoice.description}</ApiText> · {t('sponsor.amountDue')}{' '}
        <Money amount={amount} currency={invoice.currency} strong />
      </Typography.Text>
      <Typography.Text strong>{t('pay.chooseGateway')}</Typography.Text>
      <Radio.Group
        aria-label={t('pay.gatewayLabel')}
        value={gateway}
        onChange={(event) => onGateway(event.target.value as SponsorGateway)}
      >
        <Flex vertical gap={12}>
          {SPONSOR_GATEWAYS.map((entry) => (
            <Radio key={entry} value={entry}>
              {t(`timeline.gateway.${entry}`, { ns: 'common' })}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {failure ? (
        <Alert type="error" showIcon role="alert" title={t('sponsor.checkoutFailed')} description={failure} />
      ) : null}
      <div>
        <Button type="primary" size="large" disabled={!gateway} loading={loading} onClick={onPay}>
          {t('sponsor.pay', { amount: formatMoney(amount, invoice.currency) })}
        </Button>
      </div>
    </Flex>
  );
}

/** One invoice: the amount the API allows, a gateway, Pay (one checkout per press), its step, then the verification. */
function SponsorPay({
  token,
  invoice,
  view,
  onBack,
}: {
  token: string;
  invoice: InvoiceSummary;
  view: SponsorView;
  onBack: () => void;
}) {
  const { t } = useTranslation('payments');
  const [checkoutSponsor, { isLoading }] = useSponsorCheckoutMutation();
  const [flywireCallback] = useSponsorFlywireCallbackMutation();
  const [gateway, setGateway] = useState<SponsorGateway | null>(null);
  const [checkout, setCheckout] = useState<SponsorCheckout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [verifyingId, setVerifyingId] = useState<number | null>(null);
  const submitting = useRef(false);
  const { verification, captureWith } = useSponsorVerification(token);
  useHoldUpdates(checkout !== null || verification.state.phase === 'verifying');
  // What may be paid: the amount due, within what the student's limit leaves (the API checks it again).
  const amount =
    view.limit_left === null ? invoice.amount_due : Math.min(invoice.amount_due, view.limit_left);

  async function pay() {
    if (!gateway || submitting.current) return;
    submitting.current = true;
    setFailure(null);
    try {
      const result = await checkoutSponsor({ token, invoice_id: invoice.id, gateway }).unwrap();
      if (result.gateway === 'paypal' || result.gateway === 'flywire') setCheckout(result);
    } catch (error) {
      const { status, message } = apiErrorOf(error);
      setFailure(
        status === 'FETCH_ERROR' && !navigator.onLine
          ? t('sponsor.offline')
          : (message ?? t('sponsor.tryAgain')),
      );
    } finally {
      submitting.current = false;
    }
  }

  const verify = (paymentId: number) => {
    setVerifyingId(paymentId);
    setCheckout(null);
    void verification.verify(paymentId);
  };

  const body = () => {
    if (verification.state.phase !== 'idle')
      return (
        <VerificationView
          state={verification.state}
          next={null}
          onCheckAgain={() => verifyingId !== null && verify(verifyingId)}
          onTryAgain={() => {
            verification.reset();
            setVerifyingId(null);
          }}
        />
      );
    const abandon = (notice: { text: string }) => {
      setCheckout(null);
      setFailure(notice.text);
    };
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
    return (
      <SponsorGatewayForm
        invoice={invoice}
        amount={amount}
        gateway={gateway}
        onGateway={(chosen) => {
          setGateway(chosen);
          setFailure(null);
        }}
        failure={failure}
        loading={isLoading}
        onPay={() => void pay()}
      />
    );
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t('sponsor.payTitle', { number: invoice.number })}>{body()}</Card>
      <div>
        <Button onClick={onBack}>{t('sponsor.backToList')}</Button>
      </div>
    </Flex>
  );
}
