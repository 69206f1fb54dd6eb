import {
  academicYear,
  buildStatement,
  loadFileMakers,
  loadPdfMaker,
  saveFile,
  type PdfModel,
  type Statement,
} from '@portal/documents';
import {
  apiConfig,
  useGetProfileQuery,
  useInvoiceHistory,
  usePaymentTimeline,
  type Student,
} from '@portal/data-access';
import { Ltr, PageStates, useMessages } from '@portal/ui';
import { formatDate, formatMoney, isoToday, paths } from '@portal/util';
import { Button, Descriptions, Flex, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start (issue 15).
import './i18n/register';

const CURRENCY = 'GBP';
type T = ReturnType<typeof useTranslation<'invoices'>>['t'];

/**
 * The statement of account a sponsor or a visa office asks for: between two days the student picks (the
 * current academic year at first), what was owed before, each invoice and payment, and what is owed after; as
 * a PDF and as a CSV for a spreadsheet.
 */
export function StatementPage() {
  const { t, i18n } = useTranslation('invoices');
  const [message, messageHolder] = useMessages();
  const [range, setRange] = useState(() => academicYear(isoToday()));
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const history = useInvoiceHistory();
  const timeline = usePaymentTimeline();
  const profile = useGetProfileQuery();
  const statement = useMemo(
    () =>
      history.invoices && timeline.attempts
        ? buildStatement(history.invoices, timeline.attempts, range.from, range.to)
        : undefined,
    [history.invoices, timeline.attempts, range],
  );
  const data = statement && profile.data ? { statement, student: profile.data } : undefined;
  const fileName = (extension: string) => `statement-${range.from}-${range.to}.${extension}`;

  const download = async (kind: 'pdf' | 'csv', ready: NonNullable<typeof data>) => {
    setBusy(kind);
    try {
      if (kind === 'csv') {
        const { makeCsv } = await loadFileMakers();
        saveFile(makeCsv(csvRows(ready.statement, t)), fileName('csv'));
      } else {
        const { makePdf } = await loadPdfMaker();
        saveFile(await makePdf(pdfModel(ready, i18n.language, t)), fileName('pdf'));
      }
    } catch {
      void message.error(t('statement.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageStates
      title={t('statement.title')}
      subtitle={t('statement.subtitle')}
      back={<Link to={paths.invoices()}>{t('statement.back')}</Link>}
      queries={[history.query, ...timeline.queries, profile]}
      data={data}
    >
      {(ready) => (
        <Flex vertical gap={16} align="flex-start">
          {messageHolder}
          <Form layout="inline">
            <Form.Item label={t('statement.from')} htmlFor="statement-from">
              <Input
                id="statement-from"
                type="date"
                value={range.from}
                max={range.to}
                required
                onChange={(event) => {
                  const from = event.target.value;
                  if (from && from <= range.to) setRange({ ...range, from });
                }}
              />
            </Form.Item>
            <Form.Item label={t('statement.to')} htmlFor="statement-to">
              <Input
                id="statement-to"
                type="date"
                value={range.to}
                min={range.from}
                required
                onChange={(event) => {
                  const to = event.target.value;
                  if (to && to >= range.from) setRange({ ...range, to });
                }}
              />
            </Form.Item>
          </Form>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'opening', label: t('statement.opening'), children: money(ready.statement.opening) },
              {
                key: 'movements',
                label: t('statement.movements'),
                children: ready.statement.movements.length,
              },
              { key: 'closing', label: t('statement.closing'), children: money(ready.statement.closing) },
            ]}
          />
          <Flex gap={8} wrap>
            <Button type="primary" loading={busy === 'pdf'} onClick={() => void download('pdf', ready)}>
              {t('statement.pdf')}
            </Button>
            <Button loading={busy === 'csv'} onClick={() => void download('csv', ready)}>
              {t('statement.csv')}
            </Button>
          </Flex>
        </Flex>
      )}
    </PageStates>
  );
}

const money = (amount: number) => <Ltr>{formatMoney(amount, CURRENCY)}</Ltr>;

const what = (movement: Statement['movements'][number], t: T) =>
  movement.kind === 'invoice'
    ? t('statement.invoiceLine', { number: movement.invoiceNumber, description: movement.description })
    : t('statement.paymentLine', { number: movement.invoiceNumber ?? '—', gateway: movement.gateway });

/** One row per movement between the opening and the closing balance; amounts as numbers, days as ISO dates. */
function csvRows(statement: Statement, t: T): Array<Array<string | number>> {
  return [
    [
      t('statement.date'),
      t('statement.description'),
      t('statement.reference'),
      t('statement.charged'),
      t('statement.paid'),
      t('statement.balance'),
    ],
    [statement.from, t('statement.opening'), '', '', '', statement.opening],
    ...statement.movements.map((m) => [
      m.date,
      what(m, t),
      m.reference ?? m.invoiceNumber ?? '',
      m.debit || '',
      m.credit || '',
      m.balance,
    ]),
    [statement.to, t('statement.closing'), '', '', '', statement.closing],
  ];
}

function pdfModel(
  { statement, student }: { statement: Statement; student: Student },
  language: string,
  t: T,
): PdfModel {
  const amount = (value: number) => (value ? formatMoney(value, CURRENCY) : '');
  return {
    title: t('statement.title'),
    language,
    rtl: language === 'ar',
    blocks: [
      { kind: 'text', lines: [apiConfig.school.name, ...apiConfig.school.address] },
      {
        kind: 'fields',
        rows: [
          [t('statement.student'), student.student_name],
          [t('statement.studentId'), String(student.student_id)],
          [t('statement.period'), `${formatDate(statement.from)} – ${formatDate(statement.to)}`],
          [t('statement.opening'), formatMoney(statement.opening, CURRENCY)],
          [t('statement.closing'), formatMoney(statement.closing, CURRENCY)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { title: t('statement.date'), width: 2 },
          { title: t('statement.description'), width: 5 },
          { title: t('statement.charged'), width: 2, numeric: true },
          { title: t('statement.paid'), width: 2, numeric: true },
          { title: t('statement.balance'), width: 2, numeric: true },
        ],
        rows: [
          [
            formatDate(statement.from),
            t('statement.opening'),
            '',
            '',
            formatMoney(statement.opening, CURRENCY),
          ],
          ...statement.movements.map((m) => [
            formatDate(m.date),
            what(m, t),
            amount(m.debit),
            amount(m.credit),
            formatMoney(m.balance, CURRENCY),
          ]),
        ],
        total: [
          formatDate(statement.to),
          t('statement.closing'),
          '',
          '',
          formatMoney(statement.closing, CURRENCY),
        ],
      },
      { kind: 'text', lines: [t('statement.footer')], muted: true, size: 8 },
    ],
  };
}
