import { SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from '@portal/data-access';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

interface RequestStatusFilterProps {
  value: SupportRequestStatus | null;
  onChange: (status: SupportRequestStatus | null) => void;
}

/** The status filter as radio buttons: arrow keys move between them. */
export function RequestStatusFilter({ value, onChange }: RequestStatusFilterProps) {
  const { t } = useTranslation('support');
  const options = [
    { value: ALL, label: t('center.allStatuses') },
    ...SUPPORT_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 4 }}>
      <Segmented
        aria-label={t('center.filterLabel')}
        name="request-status"
        options={options}
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? null : (next as SupportRequestStatus))}
      />
    </div>
  );
}

/** The status from the URL; anything that is not a known status means "all". */
export function readStatusParam(value: string | null): SupportRequestStatus | null {
  return (SUPPORT_REQUEST_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as SupportRequestStatus)
    : null;
}
