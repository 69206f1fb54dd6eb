import { useCurrentStudent } from '@portal/profile/data-access';
import { PageHeader } from '@portal/ui-light';
import { paths } from '@portal/util';
import { Button, Card, Flex, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { en } from './i18n/en';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

type TourGroup = keyof typeof en.demo.groups;
type TourPage = keyof typeof en.demo.pages;

/** The tour's stops: the sidebar's groups, each with the pages it leads to (keys of the tour's strings). */
const TOUR: ReadonlyArray<{ key: TourGroup; pages: ReadonlyArray<{ key: TourPage; to: string }> }> = [
  { key: 'home', pages: [{ key: 'dashboard', to: paths.dashboard() }] },
  {
    key: 'finance',
    pages: [
      { key: 'invoices', to: paths.invoices() },
      { key: 'payments', to: paths.payments() },
      { key: 'wallet', to: paths.wallet() },
    ],
  },
  {
    key: 'support',
    pages: [
      { key: 'supportCenter', to: paths.supportCenter() },
      { key: 'createTicket', to: paths.createTicket() },
    ],
  },
  {
    key: 'docs',
    pages: [
      { key: 'myIds', to: paths.myIds() },
      { key: 'letters', to: paths.letters() },
    ],
  },
  {
    key: 'shop',
    pages: [
      { key: 'shop', to: paths.shops() },
      { key: 'basket', to: paths.basket() },
    ],
  },
  { key: 'telecom', pages: [{ key: 'hubby', to: paths.hubby() }] },
  {
    key: 'travel',
    pages: [
      { key: 'bankAccount', to: paths.bankAccount() },
      { key: 'flightTicket', to: paths.flightTicket() },
    ],
  },
  { key: 'account', pages: [{ key: 'user', to: paths.user() }] },
];

/** `demo`: a short guided tour of the menu groups for a student who has just signed in for the first time. */
export function DemoPage() {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const { student } = useCurrentStudent();
  const [current, setCurrent] = useState(0);
  const stop = TOUR[current] ?? TOUR[0];
  if (!stop) return null;
  const last = current === TOUR.length - 1;

  return (
    <>
      <PageHeader title={t('demo.title')} subtitle={t('demo.subtitle')} />
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>
            {student?.student_firstname
              ? t('demo.welcome', { name: student.student_firstname })
              : t('demo.welcomeAnonymous')}
          </Typography.Text>{' '}
          {t('demo.intro')}
        </Typography.Paragraph>
        <nav aria-label={t('demo.stepsLabel')}>
          <Steps
            size="small"
            current={current}
            onChange={setCurrent}
            items={TOUR.map((group) => ({ title: t(`demo.groups.${group.key}.title`) }))}
          />
        </nav>
        <Card>
          <section aria-labelledby="tour-stop-title" aria-live="polite">
            <Typography.Text type="secondary">
              {t('demo.stepOf', { current: current + 1, total: TOUR.length })}
            </Typography.Text>
            <Typography.Title id="tour-stop-title" level={2} style={{ fontSize: 20, marginTop: 4 }}>
              {t(`demo.groups.${stop.key}.title`)}
            </Typography.Title>
            <Typography.Paragraph>{t(`demo.groups.${stop.key}.text`)}</Typography.Paragraph>
            <Flex gap={16} wrap>
              {stop.pages.map((page) => (
                <Link key={page.key} to={page.to}>
                  {t('demo.open', { page: t(`demo.pages.${page.key}`) })}
                </Link>
              ))}
            </Flex>
          </section>
          <Flex gap={8} wrap style={{ marginTop: 24 }}>
            <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
              {t('demo.back')}
            </Button>
            {last ? (
              <Button type="primary" onClick={() => void navigate(paths.dashboard())}>
                {t('demo.finish')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => setCurrent(current + 1)}>
                {t('demo.next')}
              </Button>
            )}
          </Flex>
        </Card>
      </Flex>
    </>
  );
}
