import './ui.css';
import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
}

/** Nothing to show yet: a quiet icon, what is missing and, as children, what to do about it. */
export function EmptyState({ title, children }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-result ui-result-empty">
      <div className="ui-result-icon">
        <InboxOutlined aria-hidden />
      </div>
      <div className="ui-result-title">{title ?? t('emptyTitle')}</div>
      {children ? <div className="ui-result-extra">{children}</div> : null}
    </div>
  );
}
