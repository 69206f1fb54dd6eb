import {
  CalendarOutlined,
  GiftOutlined,
  ReadOutlined,
  ScheduleOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { paths } from '@portal/util';
import { Panel, Title, Stack } from '@portal/ui-light';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The dashboard's ways into the city and the stay: news, offers, events, attractions and bookings. */
export function ExploreSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const links = [
    { to: paths.booking(), label: t('explore.booking'), icon: <ScheduleOutlined /> },
    { to: paths.events(), label: t('explore.events'), icon: <CalendarOutlined /> },
    { to: paths.ventrata(), label: t('explore.ventrata'), icon: <TagsOutlined /> },
    { to: paths.promotions(), label: t('explore.promotions'), icon: <GiftOutlined /> },
    { to: paths.news(), label: t('explore.news'), icon: <ReadOutlined /> },
  ];
  return (
    <section aria-labelledby={headingId} style={{ height: '100%' }}>
      <Panel
        size={compact ? 'small' : undefined}
        fill
        title={
          <Title level={2} id={headingId} style={{ fontSize: compact ? 16 : 18, margin: 0 }}>
            {t('explore.title')}
          </Title>
        }
      >
        <Stack
          component="ul"
          gap={compact ? 8 : 12}
          vertical={!compact}
          wrap
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <Stack component="span" gap={8} align="center">
                  {link.icon}
                  {link.label}
                </Stack>
              </Link>
            </li>
          ))}
        </Stack>
      </Panel>
    </section>
  );
}
