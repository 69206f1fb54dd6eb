import type { InvoiceSummary } from '@portal/invoices/data-access';
import { Panel, Text, Title, Stack } from '@portal/ui-light';

import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AllInvoicesLink } from './all-invoices-link';
import { DueInvoice } from './due-invoice';

interface NextDueSectionProps {
  /** The invoices not yet past their due date, soonest first (the overdue ones have their own figure). */
  invoices: InvoiceSummary[];
  /** 'list': rows in one card; 'cards': one small card per invoice, as many per row as fit. */
  layout: 'list' | 'cards';
}

const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

export function NextDueSection({ invoices, layout }: NextDueSectionProps) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const heading = (
    <Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
      {t('nextDue')}
    </Title>
  );

  // Only overdue invoices left: say so, rather than an empty list.
  const none = invoices.length === 0 ? <Text type="secondary">{t('nothingDueNext')}</Text> : null;

  return (
    <section aria-labelledby={headingId}>
      {layout === 'list' ? (
        <Panel title={heading} extra={<AllInvoicesLink />}>
          {none ?? (
            <ul style={plainList}>
              {invoices.map((invoice, index) => (
                <li
                  key={invoice.id}
                  style={{
                    padding: '12px 0',
                    borderTop: index > 0 ? '1px solid var(--ant-color-border-secondary)' : undefined,
                  }}
                >
                  <DueInvoice invoice={invoice} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : (
        <Stack vertical gap={12}>
          <Stack justify="space-between" align="baseline" gap={12} wrap>
            {heading}
            <AllInvoicesLink />
          </Stack>
          {none ?? (
            <ul
              style={{
                ...plainList,
                display: 'grid',
                gap: 12,
                // One column at 360 px, more as the window widens.
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
              }}
            >
              {invoices.map((invoice) => (
                <li key={invoice.id}>
                  <Panel size="small" fill>
                    <DueInvoice invoice={invoice} />
                  </Panel>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
    </section>
  );
}
