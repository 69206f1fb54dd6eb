import { useGetBannersQuery, type Banner } from '@portal/content/data-access';
import { ApiText, LightButton, Picture, Title, SafeLink, SectionStates, Stack, Text } from '@portal/ui-light';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const DOT_BUTTON: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
};

const BANNER_ROOM: CSSProperties = { aspectRatio: '1200 / 360', marginBottom: 80 };

/** `eager`: the first banner at the top of the dashboard, its largest picture on the first screen. */
function BannerSlide({ banner, compact, eager }: { banner: Banner; compact: boolean; eager: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack vertical gap={8} style={{ paddingBottom: 12 }}>
      {banner.image ? (
        <Picture
          src={banner.image}
          shape="banner"
          eager={eager}
          style={{ borderRadius: 8, ...(compact ? { aspectRatio: '1200 / 200' } : {}) }}
        />
      ) : null}
      {/* The office's words take their own direction (an English banner in Arabic keeps its "!" at the end). */}
      <Title level={3} dir="auto" style={{ fontSize: compact ? 16 : 20, margin: 0 }}>
        {banner.title}
      </Title>
      {banner.text && !compact ? <Text dir="auto">{banner.text}</Text> : null}
      <SafeLink href={banner.link}>
        {banner.link_label ? <ApiText>{banner.link_label}</ApiText> : t('banners.open')}
      </SafeLink>
    </Stack>
  );
}

/**
 * `/banners` as a slideshow: one banner at a time, with previous/next buttons and one dot per banner (a few lines
 * of our own instead of antd's Carousel and react-slick, ~11 KB on every dashboard visit). The banners out of view
 * stay in the page, hidden and inert (out of the Tab order and of screen readers). Each banner's link is followed
 * only if it is a panel path or https.
 */
export function BannersSection({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const banners = useGetBannersQuery();
  const [current, setCurrent] = useState(0);
  // "Previous" points the way the text runs back: left, or right in Arabic.
  const [BackIcon, OnIcon] =
    i18n.dir() === 'rtl' ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];
  return (
    <SectionStates
      title={t('banners.title')}
      size={compact ? 'small' : undefined}
      queries={[banners]}
      data={banners.data}
      isEmpty={(data) => data.length === 0}
      empty={null}
      // The first banner's picture and about its title and link: the figures below stay where they are when it
      // arrives (the dashboard's layout shift).
      reserve={compact ? undefined : <div aria-hidden style={BANNER_ROOM} />}
    >
      {(data) => {
        const shown = Math.min(current, data.length - 1);
        return (
          <div role="group" aria-roledescription={t('banners.slideshow')}>
            {data.map((banner, index) => (
              <div
                key={banner.id}
                hidden={index !== shown}
                inert={index !== shown}
                role="group"
                aria-roledescription={t('banners.slide')}
                aria-label={t('banners.position', { index: index + 1, count: data.length })}
              >
                <BannerSlide banner={banner} compact={compact} eager={index === 0 && !compact} />
              </div>
            ))}
            {data.length > 1 ? (
              <Stack justify="center" align="center" gap={4}>
                <LightButton
                  shape="circle"
                  size="small"
                  icon={<BackIcon />}
                  aria-label={t('banners.previous')}
                  disabled={shown === 0}
                  onClick={() => setCurrent(shown - 1)}
                />
                {data.map((banner, index) => (
                  <button
                    key={banner.id}
                    type="button"
                    aria-label={t('banners.position', { index: index + 1, count: data.length })}
                    aria-current={index === shown ? 'true' : undefined}
                    onClick={() => setCurrent(index)}
                    style={DOT_BUTTON}
                  >
                    {/* A small dot in a 24 px target (WCAG 2.5.8). */}
                    <span
                      aria-hidden
                      style={{
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        background:
                          index === shown ? 'var(--ant-color-primary)' : 'var(--ant-color-text-quaternary)',
                      }}
                    />
                  </button>
                ))}
                <LightButton
                  shape="circle"
                  size="small"
                  icon={<OnIcon />}
                  aria-label={t('banners.next')}
                  disabled={shown === data.length - 1}
                  onClick={() => setCurrent(shown + 1)}
                />
              </Stack>
            ) : null}
          </div>
        );
      }}
    </SectionStates>
  );
}
