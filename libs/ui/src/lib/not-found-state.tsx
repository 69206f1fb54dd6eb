import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from './page-header';

interface NotFoundStateProps {
  /** Defaults to "Not found". */
  title?: string;
  /** What was not found and what to do, in the feature's words. */
  text: string;
  backTo: string;
  backLabel: string;
}

/** "Not found" for a bad or unknown id in the path, with the way back. */
export function NotFoundState({ title, text, backTo, backLabel }: NotFoundStateProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={title ?? t('notFoundTitle')} />
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Link to={backTo}>{backLabel}</Link>
    </>
  );
}
