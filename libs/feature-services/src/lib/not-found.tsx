import { PageHeader } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './i18n/register';

export function NotFound({ text, backTo, backLabel }: { text: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation('services');
  return (
    <>
      <PageHeader title={t('common.notFoundTitle')} />
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Link to={backTo}>{backLabel}</Link>
    </>
  );
}

export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  return status === 404 || status === 400;
}
