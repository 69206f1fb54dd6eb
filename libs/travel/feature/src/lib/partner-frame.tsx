import { ExportOutlined } from '@ant-design/icons';
import { LinkButton, resultStatus } from '@portal/ui';
import { checkFrameUrl, paths, type FrameAllowList, type FrameUrlCheck } from '@portal/util';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Only what partner pages need: their scripts and forms, and popups (which leave the sandbox, so a partner's
 * own new window works). Never top navigation: a partner page cannot take the portal's tab away. Same-origin
 * keeps the partner on its own origin (its cookies and storage); it is safe because the guard never frames
 * the portal's own origin, the one case where a framed page could lift its sandbox.
 */
export const PARTNER_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin';

/** How long a partner page may take to load before the fallback offers a new tab. */
export const PARTNER_FRAME_TIMEOUT_MS = 15_000;

export interface PartnerFrameProps {
  /** The partner page's address: as given, or still URL-encoded when it comes from a path segment. */
  url: string;
  encoded?: boolean;
  /** The allow-list (data-access's `apiConfig.frameHosts`, from VITE_FRAME_HOSTS). */
  allowList: FrameAllowList;
  /** The frame's accessible title ("Thames Student Bank application"). */
  title: string;
  loadTimeoutMs?: number;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The one way the portal shows an external page: the address is checked against the allow-list (https only,
 * listed hosts only), refused addresses get a clear message instead, and an allowed page runs in a
 * sandboxed frame that fills the content area, with "Open in a new tab" when it does not load.
 */
export function PartnerFrame({
  url,
  encoded = false,
  allowList,
  title,
  loadTimeoutMs = PARTNER_FRAME_TIMEOUT_MS,
}: PartnerFrameProps) {
  const check = useMemo(
    () => checkFrameUrl(url, { allowList, encoded, selfOrigin: window.location.origin }),
    [url, encoded, allowList],
  );
  if (!check.ok) return <FrameRefused check={check} />;
  return (
    <AllowedFrame key={check.url} src={check.url} host={check.host} title={title} timeoutMs={loadTimeoutMs} />
  );
}

function FrameRefused({ check }: { check: Extract<FrameUrlCheck, { ok: false }> }) {
  const { t } = useTranslation('frame');
  const reason =
    check.reason === 'protocol_relative' && !check.host ? 'protocol_relative_nohost' : check.reason;
  const navigate = useNavigate();
  // Opened from a page of the portal: back there. Opened from outside (a shared link, a new tab): the dashboard.
  const cameFromPortal = useLocation().key !== 'default';
  return (
    <div role="alert">
      <Result
        {...resultStatus('warning')}
        title={t('refusedTitle')}
        subTitle={t(`refused.${reason}`, { host: check.host ?? '', scheme: check.scheme ?? '' })}
        extra={
          cameFromPortal ? (
            <Button type="primary" onClick={() => void navigate(-1)}>
              {t('back')}
            </Button>
          ) : (
            <LinkButton type="primary" to={paths.dashboard()}>
              {t('toDashboard')}
            </LinkButton>
          )
        }
      />
    </div>
  );
}

type LoadState = 'loading' | 'loaded' | 'failed';

function AllowedFrame({
  src,
  host,
  title,
  timeoutMs,
}: {
  src: string;
  host: string;
  title: string;
  timeoutMs: number;
}) {
  const { t } = useTranslation('frame');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    // A partner that refuses to be framed, or never answers, leaves the frame blank: offer a new tab.
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      timeoutMs,
    );
    return () => window.clearTimeout(timer);
  }, [attempt, timeoutMs]);

  const openLink = (
    <Typography.Link href={src} {...newTab}>
      {t('openInNewTab')} <ExportOutlined aria-hidden />
    </Typography.Link>
  );

  return (
    <Flex vertical gap={8} style={{ minHeight: 0 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{t('shownFrom', { host })}</Typography.Text>
        {state === 'failed' ? null : openLink}
      </Flex>
      {state === 'failed' ? (
        <div role="alert">
          <Result
            {...resultStatus('info')}
            title={t('failedTitle')}
            subTitle={t('failedText', { host })}
            extra={[
              <Button key="open" type="primary" href={src} {...newTab} icon={<ExportOutlined aria-hidden />}>
                {t('openInNewTab')}
              </Button>,
              <Button
                key="retry"
                onClick={() => {
                  setState('loading');
                  setAttempt((value) => value + 1);
                }}
              >
                {t('tryAgain')}
              </Button>,
            ]}
          />
        </div>
      ) : (
        <div style={{ position: 'relative' }}>
          {state === 'loading' ? (
            <Flex
              justify="center"
              align="center"
              style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
            >
              <Spin aria-label={t('loading')} />
            </Flex>
          ) : null}
          <iframe
            key={attempt}
            src={src}
            title={title}
            sandbox={PARTNER_FRAME_SANDBOX}
            referrerPolicy="strict-origin"
            onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
            style={{
              display: 'block',
              width: '100%',
              height: 'calc(100dvh - 220px)',
              minHeight: 480,
              border: 0,
              borderRadius: 8,
              background: '#fff',
            }}
          />
        </div>
      )}
    </Flex>
  );
}
