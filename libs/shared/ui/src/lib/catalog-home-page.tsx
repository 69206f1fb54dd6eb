import type { CatalogHomeData, CatalogView } from '@portal/util';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BookingSelect } from './booking-select';
import { CatalogList } from './catalog-card';
import { useCatalogWords, type CatalogWords } from './catalog-words';
import { PageStates } from '@portal/ui-light';

interface CatalogHomePageProps {
  view: CatalogView<CatalogHomeData>;
  words: CatalogWords;
  /** Replaces the booking choice and the categories, e.g. a service's own booking form. */
  content?: (invoiceId: number | null) => ReactNode;
  /** Shown after the categories, e.g. other offers. */
  extra?: (invoiceId: number | null) => ReactNode;
}

/** The start of a catalog: which booking the purchase is for, and the categories on offer for it. */
export function CatalogHomePage({ view, words, content, extra }: CatalogHomePageProps) {
  const { t } = useTranslation('common');
  const { say, title, subtitle, notFound } = useCatalogWords(view, words);
  const navigate = useNavigate();
  return (
    <PageStates title={title} subtitle={subtitle} queries={view.queries} data={view.data} notFound={notFound}>
      {({ bookings, booking, categories, pathTo }) =>
        content ? (
          content(booking?.id ?? null)
        ) : (
          <Flex vertical gap={24}>
            {booking ? (
              <BookingSelect bookings={bookings} value={booking.id} onChange={(id) => navigate(pathTo(id))} />
            ) : (
              <Typography.Paragraph>{t('catalog.noBooking')}</Typography.Paragraph>
            )}
            {booking ? (
              <CatalogList
                titled
                label={say('categories')}
                emptyTitle={say('noCategories')}
                entries={categories}
                linkTo={(category) => pathTo(booking.id, category.id)}
              />
            ) : null}
            {extra?.(booking?.id ?? null)}
          </Flex>
        )
      }
    </PageStates>
  );
}
