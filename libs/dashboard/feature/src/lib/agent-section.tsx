import { useGetAgentQuery } from '@portal/profile/data-access';
import { Ltr, SafeLink, SectionStates, Stack, Text } from '@portal/ui-light';
import { toMailtoHref, toTelHref, toWhatsAppHref } from '@portal/util';

import { useTranslation } from 'react-i18next';

/**
 * Each link a target of at least 24 × 24 px (WCAG 2.5.8): the item is that tall and its link, a flex item, fills it.
 * The links are named by the words they show (the address, the number); the title says what they do.
 */
const TARGET = { display: 'flex', minHeight: 24 } as const;

/** `/student_portal/agent`: who placed the student, and how to reach them. */
export function AgentSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const agent = useGetAgentQuery();
  return (
    <SectionStates
      title={t('agent.title')}
      size={compact ? 'small' : undefined}
      queries={[agent]}
      data={agent.data}
      isEmpty={(data) => data === null}
      empty={t('agent.empty')}
    >
      {(data) => {
        if (!data) return null;
        const mail = toMailtoHref(data.email);
        const tel = toTelHref(data.phone);
        const chat = toWhatsAppHref(data.whatsapp);
        return (
          <Stack vertical gap={8}>
            <div>
              <Text strong dir="auto">
                {data.name}
              </Text>
              {data.company ? (
                <>
                  <br />
                  <Text type="secondary" dir="auto">
                    {data.company}
                  </Text>
                </>
              ) : null}
            </div>
            <ul
              aria-label={t('agent.title')}
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: 4,
              }}
            >
              {mail ? (
                <li style={TARGET}>
                  <a href={mail} title={t('agent.email', { name: data.name })}>
                    <Ltr>{data.email}</Ltr>
                  </a>
                </li>
              ) : null}
              {tel ? (
                <li style={TARGET}>
                  <a href={tel} title={t('agent.call', { name: data.name })}>
                    <Ltr>{data.phone}</Ltr>
                  </a>
                </li>
              ) : null}
              {chat && !compact ? (
                <li style={TARGET}>
                  <SafeLink href={chat}>{t('agent.whatsapp')}</SafeLink>
                </li>
              ) : null}
              {data.website && !compact ? (
                <li style={TARGET}>
                  <SafeLink href={data.website}>{t('agent.website')}</SafeLink>
                </li>
              ) : null}
            </ul>
          </Stack>
        );
      }}
    </SectionStates>
  );
}
