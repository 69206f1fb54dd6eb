import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import type { ResultProps } from 'antd';

type ResultStatus = 'success' | 'error' | 'info' | 'warning';

const ICONS = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: ExclamationCircleFilled,
  warning: WarningFilled,
};

/**
 * antd's Result icon and status, the icon hidden from screen readers: the title says what happened, and antd
 * would name the icon by its English file name ("check-circle") in every language.
 */
export function resultStatus(status: ResultStatus): Pick<ResultProps, 'status' | 'icon'> {
  const Icon = ICONS[status];
  return { status, icon: <Icon aria-hidden /> };
}
