import type { SupportRequestStatus } from '@portal/support/data-access';
import { StatusTag, type StatusTone } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';

const TONES: Record<SupportRequestStatus, StatusTone> = {
  open: 'warning',
  in_progress: 'processing',
  answered: 'success',
  closed: 'default',
};

export function RequestStatusTag({ status }: { status: SupportRequestStatus }) {
  const { t } = useTranslation('support');
  return <StatusTag label={t(`status.${status}`)} tone={TONES[status]} />;
}
