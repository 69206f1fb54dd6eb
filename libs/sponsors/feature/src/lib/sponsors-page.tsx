import { apiErrorOf } from '@portal/data-access';
import {
  useGetSponsorsQuery,
  useResendSponsorMutation,
  useRevokeSponsorMutation,
  type Sponsor,
} from '@portal/sponsors/data-access';
import { PageStates, StatusTag, type StatusTone } from '@portal/ui-light';
import { formatDate, formatMoney } from '@portal/util';
import { Alert, Button, Card, Descriptions, Empty, Flex, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteForm } from './invite-form';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const TONES: Record<Sponsor['state'], StatusTone> = {
  invited: 'processing',
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

/** The student's sponsors: invite one, see what each paid, resend or withdraw an invitation. */
export function SponsorsPage() {
  const { t } = useTranslation('sponsors');
  const sponsors = useGetSponsorsQuery();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <PageStates title={t('title')} subtitle={t('subtitle')} queries={[sponsors]} data={sponsors.data}>
      {(data) => (
        <Flex vertical gap={16}>
          <Card title={t('invite.title')}>
            {sent ? (
              <Alert
                type="success"
                showIcon
                role="status"
                title={t('invite.sent', { email: sent })}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <InviteForm onInvited={setSent} />
          </Card>
          <Card title={t('list.title')}>
            {data.length === 0 ? (
              <Empty description={t('empty')} />
            ) : (
              <Flex vertical gap={16} role="list">
                {data.map((sponsor) => (
                  <Card key={sponsor.id} size="small" role="listitem">
                    <SponsorEntry sponsor={sponsor} />
                  </Card>
                ))}
              </Flex>
            )}
          </Card>
        </Flex>
      )}
    </PageStates>
  );
}

/** What the student set for a sponsor, and what the sponsor has paid so far. */
function SponsorDetails({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useTranslation('sponsors');
  const scope =
    sponsor.scope.kind === 'all'
      ? t('scope.all')
      : sponsor.scope.kind === 'categories'
        ? sponsor.scope.categories.map((category) => t(`category.${category}`)).join(', ')
        : t('scope.chosen', { count: sponsor.scope.invoice_ids.length });

  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'email', label: t('list.email'), children: <bdi>{sponsor.email}</bdi> },
        {
          key: 'relationship',
          label: t('invite.relationship'),
          children: t(`relationship.${sponsor.relationship}`),
        },
        { key: 'language', label: t('invite.language'), children: t(`language.${sponsor.language}`) },
        { key: 'scope', label: t('invite.scope'), children: scope },
        {
          key: 'limit',
          // What was set, not the form's "(optional)" question.
          label: t('list.limit'),
          children: sponsor.limit === null ? t('list.noLimit') : formatMoney(sponsor.limit, 'GBP'),
        },
        { key: 'ends', label: t('list.endsOn'), children: formatDate(sponsor.ends_on) },
        {
          key: 'paid',
          label: t('list.paid'),
          children:
            sponsor.payments.length === 0
              ? t('list.nothingPaid')
              : sponsor.payments.map((payment) => (
                  <div key={payment.id}>
                    {t('list.payment', {
                      amount: formatMoney(payment.amount, payment.currency),
                      invoice: payment.invoice_number,
                      date: formatDate(payment.date),
                    })}
                  </div>
                )),
        },
      ]}
    />
  );
}

function SponsorEntry({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useTranslation('sponsors');
  // The portal has no antd <App> at its root: the confirmation renders through this holder, inside the theme.
  const [modal, modalHolder] = Modal.useModal();
  const [resend, resending] = useResendSponsorMutation();
  const [revoke, revoking] = useRevokeSponsorMutation();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const open = sponsor.state === 'invited' || sponsor.state === 'active';
  const outcomeRef = useRef<HTMLDivElement>(null);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  // Whether the last confirmed withdrawal went through: its button is then gone, and the focus goes to what it did.
  const withdrawn = useRef(false);
  const [focusOutcome, setFocusOutcome] = useState(0);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  const act = async (action: 'resend' | 'revoke') => {
    try {
      await (action === 'resend' ? resend(sponsor.id) : revoke(sponsor.id)).unwrap();
      withdrawn.current = action === 'revoke';
      setOutcome({ type: 'success', text: t(`actions.${action}Done`, { name: sponsor.name }) });
    } catch (error) {
      setOutcome({ type: 'error', text: apiErrorOf(error).message ?? t('actions.failed') });
    }
  };
  const confirm = (action: 'resend' | 'revoke') => {
    withdrawn.current = false;
    modal.confirm({
      title: t(`actions.${action}Title`, { name: sponsor.name }),
      content: t(`actions.${action}Text`, { email: sponsor.email }),
      okText: t(`actions.${action}Confirm`),
      okButtonProps: action === 'revoke' ? { danger: true } : {},
      cancelText: t('actions.keep'),
      focusable: {
        // A withdrawal cannot be undone: Enter on the dialog as it opens keeps the link.
        autoFocusButton: action === 'revoke' ? 'cancel' : 'ok',
        // antd gives the focus back to the button that opened the dialog; a withdrawal removes that button, so the
        // focus goes to what was done instead of falling to the page's start.
        focusTriggerAfterClose: action !== 'revoke',
      },
      afterClose: () => {
        if (action !== 'revoke') return;
        if (withdrawn.current) setFocusOutcome((count) => count + 1);
        else withdrawRef.current?.focus();
      },
      onOk: () => act(action),
    });
  };

  return (
    <Flex vertical gap={12} style={{ width: '100%' }}>
      {modalHolder}
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          <bdi>{sponsor.name}</bdi>
        </Typography.Title>
        <StatusTag label={t(`state.${sponsor.state}`)} tone={TONES[sponsor.state]} />
      </Flex>
      <SponsorDetails sponsor={sponsor} />
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1}>
          <Alert type={outcome.type} showIcon role="status" title={outcome.text} />
        </div>
      ) : null}
      {open ? (
        <Flex gap={8} wrap>
          <Button
            onClick={() => confirm('resend')}
            loading={resending.isLoading}
            aria-label={t('actions.resendNamed', { name: sponsor.name })}
          >
            {t('actions.resend')}
          </Button>
          <Button
            ref={withdrawRef}
            danger
            onClick={() => confirm('revoke')}
            loading={revoking.isLoading}
            aria-label={t('actions.revokeNamed', { name: sponsor.name })}
          >
            {t('actions.revoke')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
