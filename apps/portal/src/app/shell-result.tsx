import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Stack, Text } from '@portal/ui';
import type { ReactNode } from 'react';

interface ShellResultProps {
  status: 'error' | 'not-found';
  /** The page's heading (its one h1). */
  title: ReactNode;
  subTitle: ReactNode;
  extra?: ReactNode;
}

/**
 * The shell's own "not found" and "something failed" pages: an icon, the heading, a line and a way out. Lighter
 * than antd's Result, whose illustrations (34 KB) would otherwise ride in the entry chunk of every route.
 */
export function ShellResult({ status, title, subTitle, extra }: ShellResultProps) {
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
      {title}
      <Text type="secondary" style={{ fontSize: 14 }}>
        {subTitle}
      </Text>
      {extra}
    </Stack>
  );
}
