import { useGetBannersQuery, type Banner } from '@portal/data-access';
import { Picture, SafeLink, SectionStates } from '@portal/ui';
import { Carousel, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function BannerSlide({ banner, compact }: { banner: Banner; compact: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex vertical gap={8} style={{ paddingBottom: 28 }}>
      {banner.image ? (
        <Picture
          src={banner.image}
          shape="banner"
          style={{ borderRadius: 8, ...(compact ? { aspectRatio: '1200 / 200' } : {}) }}
        />
      ) : null}
      <Typography.Title level={3} style={{ fontSize: compact ? 16 : 20, margin: 0 }}>
        {banner.title}
      </Typography.Title>
      {banner.text && !compact ? <Typography.Text>{banner.text}</Typography.Text> : null}
      <SafeLink href={banner.link}>{banner.link_label ?? t('banners.open')}</SafeLink>
    </Flex>
  );
}

/** `/banners` as a carousel; each banner's link is followed only if it is a panel path or https. */
export function BannersSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const banners = useGetBannersQuery();
  const [current, setCurrent] = useState(0);
  return (
    <SectionStates
      title={t('banners.title')}
      size={compact ? 'small' : undefined}
      queries={[banners]}
      data={banners.data}
      isEmpty={(data) => data.length === 0}
      empty={null}
    >
      {(data) => (
        <Carousel
          arrows={data.length > 1}
          dots={data.length > 1}
          infinite={false}
          adaptiveHeight
          afterChange={setCurrent}
        >
          {/* The slides out of view are hidden from screen readers by the carousel; inert keeps their links out
              of the Tab order too. */}
          {data.map((banner, index) => (
            <div key={banner.id} inert={index !== current}>
              <BannerSlide banner={banner} compact={compact} />
            </div>
          ))}
        </Carousel>
      )}
    </SectionStates>
  );
}
