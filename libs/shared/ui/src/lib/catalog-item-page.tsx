import { paths, type CatalogItemData, type CatalogView } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiText, Money, PageStates, Picture } from '@portal/ui-light';
import { useCatalogWords, type CatalogWords } from './catalog-words';
import { PurchaseForm } from './purchase-form';

/** One item of a catalog: picture, text, price, and its quantity and options to put in the basket. */
export function CatalogItemPage({
  view,
  words,
}: {
  view: CatalogView<CatalogItemData>;
  words: CatalogWords;
}) {
  const { t } = useTranslation('common');
  const { say, title, notFound } = useCatalogWords(view, words);
  const { pathTo, category } = view;
  return (
    <PageStates
      title={view.data ? <ApiText>{view.data.item.name}</ApiText> : title}
      documentTitle={view.data?.item.name ?? title}
      back={
        // The category's path needs the booking before it: without it the category's id would take its place.
        pathTo && category && view.invoiceId !== undefined ? (
          <Link to={pathTo(view.invoiceId, category.id)}>
            {say('backToCategory', { name: category.name })}
          </Link>
        ) : null
      }
      queries={view.queries}
      data={view.data}
      notFound={notFound}
    >
      {({ item, add }) => (
        <Card>
          <Flex gap={24} wrap>
            {item.image ? (
              <Picture
                src={item.image}
                shape="card"
                eager
                style={{ width: 320, maxWidth: '100%', borderRadius: 8, alignSelf: 'flex-start' }}
              />
            ) : null}
            <Flex vertical gap={12} style={{ flex: '1 1 260px' }}>
              <Typography.Paragraph dir="auto" style={{ margin: 0 }}>
                {item.description}
              </Typography.Paragraph>
              <Money amount={item.price} currency={item.currency} strong />
              <PurchaseForm
                options={item.options}
                maxQuantity={item.max_quantity}
                available={item.available}
                added={<Link to={paths.basket()}>{t('catalog.openBasket')}</Link>}
                onAdd={(choice) => {
                  const refused = add(choice);
                  if (refused === null) return null;
                  return refused === 'quantity'
                    ? t('catalog.quantityTooMany', { max: item.max_quantity })
                    : t('catalog.basketFull');
                }}
              />
            </Flex>
          </Flex>
        </Card>
      )}
    </PageStates>
  );
}
