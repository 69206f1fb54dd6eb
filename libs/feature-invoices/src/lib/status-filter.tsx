import { INVOICE_STATUSES, type InvoiceStatus } from '@portal/data-access';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

interface StatusFilterProps {
  value: InvoiceStatus | null;
  onChange: (status: InvoiceStatus | null) => void;
}

/** The status filter as radio buttons: arrow keys move between them, and each has a readable name. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('invoices');
  const options = [
    { value: ALL, label: t('list.allStatuses') },
    ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    // Five options do not fit 360 px; the row scrolls rather than squeezing the labels.
    <div style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 4 }}>
      <Segmented
        aria-label={t('list.filterLabel')}
        name="invoice-status"
        options={options}
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? null : (next as InvoiceStatus))}
      />
    </div>
  );
}
