import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Empty description={title ?? t('emptyTitle')} style={{ padding: '32px 0' }}>
      {children}
    </Empty>
  );
}
