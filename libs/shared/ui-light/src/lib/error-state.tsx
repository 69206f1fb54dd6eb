import './ui.css';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { LightButton } from './light-button';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  /** Other ways out, such as a link back. */
  extra?: ReactNode;
  status?: 'error' | 'warning';
}

/** A failure the student can act on: what happened, and a retry (antd Result's look, static CSS). */
export function ErrorState({ title, description, onRetry, extra, status = 'error' }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const Icon = status === 'warning' ? ExclamationCircleFilled : CloseCircleFilled;
  const text = description ?? (title ? undefined : t('errorText'));
  return (
    <div role="alert" className={`ui-result ui-result-${status}`}>
      <div className="ui-result-icon">
        <Icon aria-hidden />
      </div>
      <div className="ui-result-title">{title ?? t('errorTitle')}</div>
      {text ? <div className="ui-result-text">{text}</div> : null}
      {onRetry || extra ? (
        <div className="ui-result-extra">
          {onRetry ? (
            <LightButton variant="primary" onClick={onRetry}>
              {t('retry')}
            </LightButton>
          ) : null}
          {extra ? <span>{extra}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
