import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { AntdProvider } from './antd-provider';
import { HeadingKit, type TitleProps } from '@portal/ui-light';

/** The headings ui's shared parts draw (PageHeader, so PageStates) on a feature page: antd's, as its sections'. */
const AntdTitle = (props: TitleProps) => <Typography.Title {...props} />;

/**
 * What a feature page renders inside: antd's provider, and antd's headings for the parts it shares with the first
 * screen, so the page is drawn by one kit. Its own module: the other parts inside AntdProvider (the notifications,
 * the phone's menu) draw no page heading and do not load antd's Typography for one.
 */
export function AntdPageProvider({ children }: { children: ReactNode }) {
  return (
    <AntdProvider>
      <HeadingKit value={AntdTitle}>{children}</HeadingKit>
    </AntdProvider>
  );
}
