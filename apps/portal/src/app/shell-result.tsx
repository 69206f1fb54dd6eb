import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Stack, Text } from '@portal/ui-light';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ShellResultProps {
  status: 'error' | 'not-found';
  /** The page's heading (its one h1), which also names the browser tab. */
  title: string;
  subTitle: ReactNode;
  extra?: ReactNode;
}

/**
 * The shell's own "not found" and "something failed" pages: an icon, the heading, a line and a way out. Lighter
 * than antd's Result, whose illustrations (34 KB) would otherwise ride in the entry chunk of every route.
 */
export function ShellResult({ status, title, subTitle, extra }: ShellResultProps) {
  const { t } = useTranslation('common');
  const Icon = status === 'error' ? CloseCircleFilled : InfoCircleFilled;
  return (
    <Stack vertical align="center" gap={16} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon
        aria-hidden
        style={{
          fontSize: 72,
          color: status === 'error' ? 'var(--ant-color-error)' : 'var(--ant-color-primary)',
        }}
      />
      <title>{t('documentTitle', { page: title })}</title>
      <h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>
      <Text type="secondary" style={{ fontSize: 14 }}>
        {subTitle}
      </Text>
      {extra}
    </Stack>
  );
}
