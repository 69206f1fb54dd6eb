import type { CatalogCategoryData, CatalogView } from '@portal/util';
import { Link } from 'react-router-dom';
import { ApiText, PageStates } from '@portal/ui-light';
import { CatalogList } from './catalog-card';
import { useCatalogWords, type CatalogWords } from './catalog-words';

/** One category of a catalog: its items, priced, each leading to its page. */
export function CatalogCategoryPage({
  view,
  words,
}: {
  view: CatalogView<CatalogCategoryData>;
  words: CatalogWords;
}) {
  const { say, title, notFound } = useCatalogWords(view, words);
  const { pathTo, category } = view;
  return (
    <PageStates
      title={category ? <ApiText>{category.name}</ApiText> : title}
      documentTitle={category?.name ?? title}
      subtitle={category?.description ? <ApiText>{category.description}</ApiText> : undefined}
      back={pathTo ? <Link to={pathTo(view.invoiceId)}>{say('backToCatalog', { name: title })}</Link> : null}
      queries={view.queries}
      data={view.data}
      notFound={notFound}
    >
      {(data) => (
        <CatalogList
          label={say('entries', { name: data.category.name })}
          emptyTitle={say('noEntries')}
          entries={data.entries}
          linkTo={(item) => data.pathTo(data.invoiceId, data.category.id, item.id)}
        />
      )}
    </PageStates>
  );
}
