import {
  loadFileMakers,
  loadPdfMaker,
  receiptNumber,
  saveFile,
  statementPdf,
  type PdfColumn,
  type PdfModel,
} from '@portal/documents';
import { apiConfig } from '@portal/data-access';
import { useGetStatementQuery, type Statement, type StatementLine } from '@portal/invoices/data-access';
import { useCurrentStudent, type Student } from '@portal/profile/data-access';
import { useMessages } from '@portal/ui';
import { ErrorState, Ltr, PageSpinner, PageStates } from '@portal/ui-light';
import { formatDate, formatMoney, isoToday, paths } from '@portal/util';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Descriptions, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { readStatementPeriod, writeStatementPeriod, type PeriodReading } from './statement-period';
import { StatementPeriodForm } from './statement-period-form';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

type T = ReturnType<typeof useTranslation<'invoices'>>['t'];

/**
 * The statement of account a sponsor or a visa office asks for: between two days named in the address (the current
 * academic year at first), what was owed before, each invoice and payment, and what is owed after, as the API adds
 * them up in one answer; as a PDF and as a CSV for a spreadsheet.
 */
export function StatementPage() {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useSearchParams();
  const today = isoToday();
  const reading = readStatementPeriod(search, today);
  const current = useCurrentStudent();
  const statement = useGetStatementQuery(reading.period ?? skipToken);
  const shown = reading.period ?? { from: reading.from, to: reading.to };

  return (
    <PageStates
      title={t('statement.title')}
      subtitle={t('statement.subtitle')}
      back={<Link to={paths.invoices()}>{t('statement.back')}</Link>}
      queries={[current]}
      data={current.student}
    >
      {(student) => (
        <Flex vertical gap={16} align="flex-start">
          <StatementPeriodForm
            key={search.toString()}
            from={shown.from}
            to={shown.to}
            today={today}
            onSubmit={(period) => setSearch(writeStatementPeriod(period))}
          />
          {reading.problem ? (
            <Alert type="error" showIcon title={problemText(reading, today, t)} />
          ) : statement.currentData ? (
            <Spin spinning={statement.isFetching}>
              <StatementFigures statement={statement.currentData} student={student} />
            </Spin>
          ) : statement.isError && !statement.isFetching ? (
            <ErrorState onRetry={() => void statement.refetch()} />
          ) : (
            <PageSpinner />
          )}
        </Flex>
      )}
    </PageStates>
  );
}

function problemText(reading: Extract<PeriodReading, { period: null }>, today: string, t: T): string {
  switch (reading.problem) {
    case 'invalid':
      return t('statement.invalidPeriod');
    case 'reversed':
      return t('statement.reversedPeriod', {
        from: formatDate(reading.from ?? ''),
        to: formatDate(reading.to ?? ''),
      });
    case 'future':
      return t('statement.futurePeriod', { date: formatDate(today) });
  }
}

/** The period's figures as the API gave them, and the statement's files. */
function StatementFigures({ statement, student }: { statement: Statement; student: Student }) {
  const { t, i18n } = useTranslation('invoices');
  const [message, messageHolder] = useMessages();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const money = (amount: number) => <Ltr>{formatMoney(amount, statement.currency)}</Ltr>;
  const fileName = (extension: string) => `statement-${statement.from}-${statement.to}.${extension}`;

  const download = async (kind: 'pdf' | 'csv') => {
    setBusy(kind);
    try {
      if (kind === 'csv') {
        const { makeCsv } = await loadFileMakers();
        saveFile(makeCsv(csvRows(statement, t)), fileName('csv'));
      } else {
        const { makePdf } = await loadPdfMaker();
        saveFile(await makePdf(pdfModel(statement, student, i18n.language, t)), fileName('pdf'));
      }
    } catch {
      void message.error(t('statement.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16} align="flex-start">
      {messageHolder}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'period', label: t('statement.period'), children: period(statement) },
          {
            key: 'opening',
            label: t('statement.openingOn', { date: formatDate(statement.from) }),
            children: money(statement.opening_balance),
          },
          { key: 'charged', label: t('statement.charged'), children: money(statement.total_charges) },
          { key: 'paid', label: t('statement.paid'), children: money(statement.total_credits) },
          { key: 'movements', label: t('statement.movements'), children: statement.lines.length },
          {
            key: 'closing',
            label: t('statement.closingOn', { date: formatDate(statement.closing_date) }),
            children: money(statement.closing_balance),
          },
        ]}
      />
      <Flex gap={8} wrap>
        <Button type="primary" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
          {t('statement.pdf')}
        </Button>
        <Button loading={busy === 'csv'} onClick={() => void download('csv')}>
          {t('statement.csv')}
        </Button>
      </Flex>
    </Flex>
  );
}

const period = (statement: Statement) => `${formatDate(statement.from)} – ${formatDate(statement.to)}`;

/**
 * What the student quotes for a line: its reference, or for a payment the office recorded (a bank transfer) the
 * number of its receipt.
 */
const lineReference = (line: StatementLine) =>
  line.reference ??
  (line.kind === 'credit' && line.payment_id != null ? receiptNumber('recorded', line.payment_id) : '');

/** What a line says: an invoice's description; a payment's invoice and its method by name, in the student's language. */
const description = (line: StatementLine, t: T) =>
  line.kind === 'charge'
    ? (line.description ?? '')
    : t('statement.paymentLine', {
        number: line.invoice_number,
        method: line.method
          ? t(`common:timeline.gateway.${line.method}`, { defaultValue: line.method })
          : t('statement.unknownMethod'),
      });

const signed = (line: StatementLine) => ({
  charged: line.kind === 'charge' ? line.amount : 0,
  paid: line.kind === 'credit' ? line.amount : 0,
});

/** One row per line between the opening and the closing balance; amounts as numbers, days as ISO dates. */
function csvRows(statement: Statement, t: T): Array<Array<string | number>> {
  return [
    [
      t('statement.date'),
      t('statement.reference'),
      t('statement.description'),
      t('statement.charged'),
      t('statement.paid'),
      t('statement.balance'),
    ],
    [statement.from, '', t('statement.opening'), '', '', statement.opening_balance],
    ...statement.lines.map((line) => {
      const { charged, paid } = signed(line);
      return [line.date, lineReference(line), description(line, t), charged || '', paid || '', line.balance];
    }),
    [statement.closing_date, '', t('statement.closing'), '', '', statement.closing_balance],
  ];
}

function pdfModel(statement: Statement, student: Student, language: string, t: T): PdfModel {
  const money = (value: number) => formatMoney(value, statement.currency);
  const amount = (value: number) => (value ? money(value) : '');
  const columns: PdfColumn[] = [
    { title: t('statement.date'), width: 2 },
    { title: t('statement.reference'), width: 2.2 },
    // The widest: "Payment of INV-000103 (Bank transfer)" shrinks to fit less.
    { title: t('statement.description'), width: 5.4 },
    { title: t('statement.charged'), width: 1.8, numeric: true },
    { title: t('statement.paid'), width: 1.8, numeric: true },
    { title: t('statement.balance'), width: 2, numeric: true },
  ];
  return statementPdf({
    title: t('statement.title'),
    language,
    rtl: language === 'ar',
    noFontNote: t('pdfNoFontNote', { ns: 'common' }),
    letterhead: [apiConfig.school.name, ...apiConfig.school.address],
    issued: t('statement.issued', { date: formatDate(statement.issued_on) }),
    running: [
      [t('statement.student'), student.student_name],
      [t('statement.period'), period(statement)],
    ],
    summary: [
      [t('statement.studentId'), String(student.student_id)],
      [t('statement.openingOn', { date: formatDate(statement.from) }), money(statement.opening_balance)],
      [
        t('statement.closingOn', { date: formatDate(statement.closing_date) }),
        money(statement.closing_balance),
      ],
    ],
    columns,
    rows: [
      [formatDate(statement.from), '', t('statement.opening'), '', '', money(statement.opening_balance)],
      ...statement.lines.map((line) => {
        const { charged, paid } = signed(line);
        return [
          formatDate(line.date),
          lineReference(line),
          description(line, t),
          amount(charged),
          amount(paid),
          money(line.balance),
        ];
      }),
    ],
    total: [
      formatDate(statement.closing_date),
      '',
      t('statement.closing'),
      '',
      '',
      money(statement.closing_balance),
    ],
    footer: t('statement.footer'),
    pageOf: (page, pages) => t('statement.pageOf', { page, pages }),
  });
}
