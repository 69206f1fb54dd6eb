import { COMPACT_TYPE_MEDIA_QUERY } from '@portal/util';

import { Stack } from './stack';
import type { ReactNode } from 'react';
import { Text, Title } from './typography';
import { useMediaQuery } from './use-media-query';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  /** A link back, shown above the heading. */
  back?: ReactNode;
}

/** The page's heading (its only <h1>), with an optional line below and actions on the right. */
export function PageHeader({ title, subtitle, extra, back }: PageHeaderProps) {
  const compact = useMediaQuery(COMPACT_TYPE_MEDIA_QUERY);
  return (
    <header style={{ marginBottom: 24 }}>
      {back ? <div style={{ marginBottom: 8 }}>{back}</div> : null}
      <Stack justify="space-between" align="center" gap={16} wrap>
        <div style={{ minWidth: 0 }}>
          {/* Focusable by script only: the shell moves focus here after a route change. */}
          <Title
            level={1}
            tabIndex={-1}
            className="focus-target"
            style={{ margin: 0, fontSize: compact ? 24 : 28 }}
          >
            {title}
          </Title>
          {subtitle ? <Text type="secondary">{subtitle}</Text> : null}
        </div>
        {extra ? (
          <Stack gap={8} wrap>
            {extra}
          </Stack>
        ) : null}
      </Stack>
    </header>
  );
}
