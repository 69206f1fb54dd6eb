import './i18n/i18n';
import { COMPACT_TYPE_MEDIA_QUERY } from '@portal/util';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadingKit } from './heading-kit';
import { Stack } from './stack';
import { Text } from './typography';
import { useMediaQuery } from './use-media-query';

interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab's name for the page when `title` is not plain text (a string title names the tab itself). */
  documentTitle?: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  /** A link back, shown above the heading. */
  back?: ReactNode;
}

/**
 * The page's heading (its only <h1>), with an optional line below and actions on the right. It also names the
 * browser tab ("Invoices · Student portal", WCAG 2.4.2) through React's own `<title>`, which React puts in the
 * document's head: every page that has a heading has its title, in the student's language.
 */
export function PageHeader({ title, documentTitle, subtitle, extra, back }: PageHeaderProps) {
  const { t } = useTranslation('common');
  const compact = useMediaQuery(COMPACT_TYPE_MEDIA_QUERY);
  // The page's kit draws the heading (antd's on a feature page, the light one on the first screen).
  const Title = useContext(HeadingKit);
  const page = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <header style={{ marginBottom: 24 }}>
      {page ? <title>{t('documentTitle', { page })}</title> : null}
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
