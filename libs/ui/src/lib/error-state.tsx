import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  /** Other ways out, such as a link back. */
  extra?: ReactNode;
  status?: 'error' | 'warning' | '404' | '403' | '500';
}

/** A failure the student can act on: what happened, and a retry. */
export function ErrorState({ title, description, onRetry, extra, status = 'error' }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert">
      <Result
        status={status}
        title={title ?? t('errorTitle')}
        subTitle={description ?? (title ? undefined : t('errorText'))}
        extra={[
          onRetry ? (
            <Button key="retry" type="primary" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null,
          extra ? <span key="extra">{extra}</span> : null,
        ]}
      />
    </div>
  );
}
