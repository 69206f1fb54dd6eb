import { PageHeader } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './i18n/register';

/** "Not found" for a bad or unknown id in the path, with the way back. */
export function NotFound({ text, backTo, backLabel }: { text: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation('shop');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Link to={backTo}>{backLabel}</Link>
    </>
  );
}

/** A 400 or 404 from the API for an id taken from the path means the same as a malformed id. */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  return status === 404 || status === 400;
}
