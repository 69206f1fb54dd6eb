import type { CatalogView } from '@portal/util';
import { useTranslation } from 'react-i18next';
import type { PageNotFound, PortalResources } from '@portal/ui-light';

/** The strings of one catalog, a block of its lib's translations (`satisfies CatalogStrings`). */
export interface CatalogStrings {
  /** The catalog's heading, also a page's heading while it loads. */
  title: string;
  subtitle?: string;
  /** The heading and accessible name of the categories, and what shows when there are none. */
  categories: string;
  noCategories: string;
  /** The accessible name of a category's items ({{name}}: the category), and what shows when there are none. */
  entries: string;
  noEntries: string;
  /** The link from a category to the catalog ({{name}}: the catalog's heading). */
  backToCatalog: string;
  /** The link from an item to its category ({{name}}: the category). */
  backToCategory: string;
  /** "Not found", for each segment of the path that can name nothing, and the link back. */
  notFound: { service?: string; booking: string; category: string; item: string };
  notFoundBack: string;
}

/** Where a catalog's strings are: an i18n namespace and the key of its `CatalogStrings` block. */
export interface CatalogWords {
  ns: keyof PortalResources;
  key: string;
}

/** A catalog page's strings: its heading, "Not found" for the view's missing segment, and `say` for the rest. */
export function useCatalogWords(view: CatalogView<unknown>, words: CatalogWords) {
  const { t } = useTranslation(words.ns);
  const say = (name: string, values: Record<string, string> = {}) =>
    t(`${words.key}.${name}`, { defaultValue: '', ...values });
  const notFound: (PageNotFound & { when: boolean }) | undefined = view.missing
    ? {
        when: true,
        text: say(`notFound.${view.missing}`) || say('notFound.item'),
        backTo: view.rootPath,
        backLabel: say('notFoundBack'),
      }
    : undefined;
  return {
    say,
    title: view.heading?.title ?? say('title'),
    subtitle: view.heading?.subtitle ?? say('subtitle'),
    notFound,
  };
}
