import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { INVOICE_SEARCH_MAX } from '@portal/invoices/data-access';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

const SEARCH_STYLE = { maxWidth: 420, marginBottom: 16 };

/** The invoices list's search box: `value` is what is typed, `onClear` empties it and the address's search. */
export function InvoiceSearchBox({
  value,
  onChange,
  onClear,
}: {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <div role="search" style={SEARCH_STYLE}>
      <Input
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={value}
        maxLength={INVOICE_SEARCH_MAX}
        onChange={(event) => onChange(event.target.value)}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('list.clearSearch')} /> }}
        onClear={onClear}
      />
    </div>
  );
}
