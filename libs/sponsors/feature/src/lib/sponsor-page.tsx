import { skipToken } from '@reduxjs/toolkit/query/react';
import { apiErrorOf, languageChosen, useAppDispatch } from '@portal/data-access';
import { type InvoiceSummary } from '@portal/invoices/data-access';
import { isSponsorToken, useGetSponsorViewQuery, type SponsorView } from '@portal/sponsors/data-access';
import { ApiText, Money, PageStates } from '@portal/ui-light';
import { formatDate, formatMoney } from '@portal/util';
import { Alert, Button, Card, Flex, Result, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SponsorLanguage } from './sponsor-language';
import { SponsorPay } from './sponsor-pay';
import { ClosedLinkReceipts, SponsorPaymentList, useSponsorReceipt } from './sponsor-receipts';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/**
 * As nginx's header says, whichever shell served the page (React puts it in the head): the link's secret is never
 * sent as a Referer.
 */
const NO_REFERRER = <meta name="referrer" content="no-referrer" />;

type Unusable = 'malformed' | 'tooMany' | 'revoked' | 'expired' | 'unknown';

/** Why a link cannot be used, from its form and the API's answer; null while it can (or is being asked). */
function unusableReason(wellFormed: boolean, error: unknown): Unusable | null {
  if (!wellFormed) return 'malformed';
  if (!error) return null;
  const { status } = apiErrorOf(error);
  const code = (error as { data?: { error?: { code?: string } } }).data?.error?.code;
  if (status === 429) return 'tooMany';
  if (code === 'link_revoked') return 'revoked';
  if (code === 'link_expired') return 'expired';
  if (status === 404 || status === 400) return 'unknown';
  return null;
}

/** The sponsor's page around its content: the no-referrer policy and the language control. */
function SponsorFrame({ children }: { children: ReactNode }) {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      {NO_REFERRER}
      <Flex vertical gap={8}>
        <SponsorLanguage />
        {children}
      </Flex>
    </main>
  );
}

/**
 * A link that does not work: why, in the sponsor's words, and nothing of the student's. A withdrawn or expired link
 * still gives the sponsor the receipts of what they paid through it.
 */
function UnusableLink({ token, reason }: { token: string; reason: Unusable }) {
  const { t } = useTranslation('sponsors');
  const closed = reason === 'revoked' || reason === 'expired';
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('sponsor.invalid.title')}</h1>}
      subTitle={
        <>
          <Typography.Paragraph>{t(`sponsor.invalid.${reason}`)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('sponsor.invalid.nothingShown')}</Typography.Paragraph>
        </>
      }
    >
      {closed ? <ClosedLinkReceipts token={token} /> : null}
    </Result>
  );
}

/**
 * A sponsor's page (/sponsor/<token>): what the student shared and nothing else, paid through the same PayPal step
 * and verification as the student's pay page, by the link's secret alone: never the student's session.
 */
export function SponsorPage() {
  const { t } = useTranslation('sponsors');
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

  const reason = unusableReason(wellFormed, view.isError ? view.error : null);
  if (reason !== null)
    return (
      <SponsorFrame>
        <UnusableLink token={token} reason={reason} />
      </SponsorFrame>
    );

  return (
    <SponsorFrame>
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
    </SponsorFrame>
  );
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
  const { t } = useTranslation('sponsors');
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
          <SponsorPaymentList payments={view.payments} onReceipt={(id) => void download(id)} />
        </Card>
      ) : null}
    </Flex>
  );
}
