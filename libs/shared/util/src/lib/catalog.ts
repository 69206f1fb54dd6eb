/**
 * The catalog flow, shared by the shop, a service's catalog and the additional services (the paths `shops`,
 * `services/{serviceId}/{serviceSlug}`, `additional-services`, each then `/{invoiceId}/{categoryId}/{productId}`).
 * data-access resolves one level of it into a `CatalogView`; ui's catalog pages show that view.
 */

/** Which segment of the path names nothing the student may see: the page says "Not found". */
export type CatalogMissing = 'service' | 'booking' | 'category' | 'item';

/** What a page needs of each query it waits on: whether it failed, and how to ask again. */
export interface CatalogQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The path of a page of one catalog: its start for a booking, one category, or one item. */
export type CatalogPathTo = (invoiceId?: number, categoryId?: number, itemId?: number) => string;

/** A booking a purchase can be added to, named in paths by the invoice that bills it (shops/{invoiceId}). */
export interface CatalogBooking {
  /** The invoice billing the booking. */
  id: number;
  reference: string;
  title: string;
}

export interface CatalogCategory {
  id: number;
  name: string;
  description: string;
  /** Already checked by data-access: only http(s) and data:image URLs get here. */
  image: string | null;
}

/** A product, a service's product or an additional service: what its card and its page show. */
export interface CatalogItem extends CatalogCategory {
  category_id: number;
  price: number;
  currency: string;
  available: boolean;
  max_quantity: number;
  options?: Array<{ name: string; label: string; values: string[] }>;
}

/** One level of a catalog, resolved as far as its data has come. */
export interface CatalogView<T> {
  missing: CatalogMissing | null;
  /** Every query the page waits on: one that failed shows the error, Retry asks the failed ones again. */
  queries: CatalogQuery[];
  /** Where "Not found" leads back to. */
  rootPath: string;
  /** The catalog's own heading (a service's name and summary) once known; the shop's pages have their own. */
  heading: { title: string; subtitle: string } | undefined;
  /** This catalog's paths; undefined until the catalog is known (a service loads first). */
  pathTo: CatalogPathTo | undefined;
  /** The booking of the path, once known. */
  invoiceId: number | undefined;
  /** The category of the path, once known. */
  category: CatalogCategory | undefined;
  /** Everything the page shows, once all of it has arrived. */
  data: (T & { pathTo: CatalogPathTo }) | undefined;
}

/** The start of a catalog: the booking it is for, and its categories. */
export interface CatalogHomeData {
  bookings: CatalogBooking[];
  /** The booking of the path, or the newest; undefined when the student has none. */
  booking: CatalogBooking | undefined;
  categories: CatalogCategory[];
}

export interface CatalogCategoryData {
  invoiceId: number;
  category: CatalogCategory;
  entries: CatalogItem[];
}

/** Why the basket refused an item: too many of it, or the basket is full. */
export type CatalogRefusal = 'quantity' | 'full';

export interface CatalogItemData {
  invoiceId: number;
  category: CatalogCategory;
  item: CatalogItem;
  /** Puts the chosen quantity and options in the basket; null when it took them. */
  add: (choice: { quantity: number; options: Record<string, string> }) => CatalogRefusal | null;
}
