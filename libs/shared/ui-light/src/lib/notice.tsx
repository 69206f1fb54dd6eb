import './ui.css';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS = {
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
  success: CheckCircleFilled,
};

export interface NoticeProps {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link on the notice's end (e.g. Retry). */
  action?: ReactNode;
  /** 'alert' for something that just failed (read out at once); 'status' for a standing message. */
  role?: 'alert' | 'status';
}

/** A one-line message with its icon and an action, in antd Alert's look (static CSS, ui.css). */
export function Notice({ type, title, description, action, role }: NoticeProps) {
  const Icon = ICONS[type];
  return (
    <div role={role} className={`ui-notice ui-notice-${type}`}>
      <Icon className="ui-notice-icon" aria-hidden />
      <div className="ui-notice-text">
        <div className="ui-notice-title">{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
