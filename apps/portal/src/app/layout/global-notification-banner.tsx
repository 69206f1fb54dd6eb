import { CloseOutlined } from '@ant-design/icons';
import { useGetGlobalNotificationQuery } from '@portal/profile/data-access';
import { LightButton, Notice, type NoticeProps, ApiText } from '@portal/ui-light';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const NOTICE_TYPES = ['info', 'warning', 'error', 'success'] as const;

/** The notice's look for the office's type: info, warning, error or success; anything else as info. */
function noticeType(type: string | null | undefined): NoticeProps['type'] {
  return NOTICE_TYPES.find((known) => known === type) ?? 'info';
}

/**
 * A notice for every student (global_notification), shown when it has a message, until the student dismisses it or
 * its `expires_at` has passed.
 * A named region, not an alert: it is there on every page load, and a screen reader should find it, not be
 * interrupted by it each time.
 */
export function GlobalNotificationBanner() {
  const { t } = useTranslation('shell');
  const { data } = useGetGlobalNotificationQuery();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const message = data?.message?.trim();
  // A notice past its date is no longer true ("closed on Friday"), even in an answer kept from before.
  const expired = data?.expires_at != null && Date.parse(data.expires_at) <= Date.now();
  if (!message || message === dismissed || expired) return null;
  return (
    <section className="global-banner" aria-label={t('banner.label')}>
      <Notice
        type={noticeType(data?.type)}
        // The office's words take their own direction: "The student office is closed…" keeps its full stop at
        // the end in Arabic.
        title={<ApiText>{message}</ApiText>}
        action={
          <LightButton
            variant="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('banner.dismiss')}
            onClick={() => setDismissed(message)}
          />
        }
      />
    </section>
  );
}
