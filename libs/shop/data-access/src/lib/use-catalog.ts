import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Category, Service } from '@portal/api-contract';
import {
  parseId,
  parseSlug,
  paths,
  type CatalogCategory,
  type CatalogCategoryData,
  type CatalogHomeData,
  type CatalogItem,
  type CatalogItemData,
  type CatalogMissing,
  type CatalogPathTo,
  type CatalogQuery,
  type CatalogView,
} from '@portal/util';
import { isUnknownIdError } from '@portal/data-access';
import { useBasket } from './use-basket';
import { useGetServicesQuery } from '@portal/services/data-access';
import {
  useGetAdditionalServiceCategoriesQuery,
  useGetAdditionalServicesQuery,
  useGetCategoriesQuery,
  useGetProductQuery,
  useGetProductsQuery,
} from './shop-api';
import { useBooking } from '@portal/profile/data-access';

/**
 * The three catalogs a student buys from, one flow over each: the shop (categories with `parent=shop`, their
 * products), a service's catalog (categories with `parent=service` of that service, their products) and the
 * additional services of a booking (`/student_portal/additional_services` type 0, then type 1).
 */
export type CatalogSource = 'shop' | 'service' | 'additional-services';

/** The route's segments, as `useParams()` gives them. */
export type CatalogParams = Readonly<Partial<Record<string, string>>>;

/** A catalog level's view, plus the service for a service's catalog (its kind picks the page's form). */
export type CatalogSourceView<T> = CatalogView<T> & { service: Service | undefined };

const BASKET_KIND_OF = {
  shop: 'product',
  service: 'service',
  'additional-services': 'additional_service',
} as const;

interface Fetched<T> {
  query: CatalogQuery;
  data: T | undefined;
  error: unknown;
}

const fetched = <T>(result: CatalogQuery & { currentData?: T; error?: unknown }): Fetched<T> => ({
  query: result,
  data: result.currentData,
  error: result.error,
});

/**
 * The service a path names. Both `services/{id}/{slug}/…` and the slug-first variant `services/{slug}/{id}/…`
 * lead here; the routes declare the id first, so a slug in that place is swapped. The slug is undefined when
 * the path has none (`services/{id}`), null when it is malformed.
 */
function readServiceParams(params: CatalogParams) {
  const first = params['serviceId'];
  const second = params['serviceSlug'];
  if (parseId(first) === null && parseSlug(first) !== null && parseId(second) !== null) {
    return { serviceId: parseId(second), serviceSlug: parseSlug(first) };
  }
  return { serviceId: parseId(first), serviceSlug: second === undefined ? undefined : parseSlug(second) };
}

/** Where the catalog is: the shop and the extras are always there; a service is looked up by id and slug. */
function useCatalogPlace(source: CatalogSource, params: CatalogParams) {
  const { serviceId, serviceSlug } = readServiceParams(params);
  const malformed = serviceId === null || serviceSlug === null;
  const services = fetched<Service[]>(
    useGetServicesQuery(source !== 'service' || malformed ? skipToken : undefined),
  );
  if (source !== 'service') {
    const pathTo: CatalogPathTo = source === 'shop' ? paths.shops : paths.additionalServices;
    return { ...services, missing: false, service: undefined, pathTo, rootPath: pathTo() };
  }
  const service = services.data?.find(
    (candidate) =>
      candidate.id === serviceId && (serviceSlug === undefined || candidate.slug === serviceSlug),
  );
  const pathTo: CatalogPathTo | undefined =
    service &&
    ((invoiceId, categoryId, itemId) =>
      paths.services(service.id, service.slug, invoiceId, categoryId, itemId));
  return {
    ...services,
    missing: malformed || Boolean(services.data && !service),
    service,
    pathTo,
    rootPath: paths.shops(),
  };
}

/**
 * What every level resolves: the catalog, the booking, the categories on offer (the shop's, those of the
 * service, or a booking's extras) and the category of the path; with `listItems`, that category's items.
 */
function useCatalogBase(source: CatalogSource, params: CatalogParams, listItems: boolean) {
  const extras = source === 'additional-services';
  const place = useCatalogPlace(source, params);
  const rawInvoiceId = params['invoiceId'];
  const booking = useBooking(rawInvoiceId === undefined ? undefined : parseId(rawInvoiceId));
  const bookingKnown = !booking.isLoading && !booking.isError && !booking.notFound;
  const invoiceId = bookingKnown ? booking.booking?.id : undefined;

  const shared = fetched<Category[]>(useGetCategoriesQuery(extras ? skipToken : source));
  const booked = fetched<CatalogCategory[]>(
    useGetAdditionalServiceCategoriesQuery(extras && invoiceId ? invoiceId : skipToken),
  );
  const { service } = place;
  const categories: Fetched<CatalogCategory[]> = extras
    ? booked
    : source === 'shop'
      ? shared
      : {
          ...shared,
          // A service with a booking form of its own has no categories.
          data:
            service?.kind === 'catalog'
              ? shared.data?.filter((category) => category.service_id === service.id)
              : service && [],
        };
  const categoryId = parseId(params['categoryId']);
  const category = categories.data?.find((candidate) => candidate.id === categoryId);

  const products = useGetProductsQuery(listItems && !extras && category ? category.id : skipToken);
  const bookedItems = useGetAdditionalServicesQuery(
    listItems && extras && category && invoiceId
      ? { invoice_id: invoiceId, category_id: category.id }
      : skipToken,
  );
  const items: Fetched<CatalogItem[]> = extras ? fetched(bookedItems) : fetched(products);

  return {
    place,
    booking,
    bookingKnown,
    invoiceId,
    categories: categories.data,
    categoryId,
    category,
    categoryMissing: Boolean((categories.data && !category) || isUnknownIdError(categories.error)),
    items,
    missing: place.missing ? ('service' as const) : booking.notFound ? ('booking' as const) : null,
    queries: [
      place.query,
      { isError: booking.isError, isFetching: booking.isLoading, refetch: booking.refetch },
      categories.query,
    ],
  };
}

type Base = ReturnType<typeof useCatalogBase>;

function viewOf<T>(
  base: Base,
  missing: CatalogMissing | null,
  queries: CatalogQuery[],
  data: T | undefined,
): CatalogSourceView<T> {
  const { place } = base;
  const pathTo = place.pathTo;
  return {
    missing,
    queries,
    rootPath: place.rootPath,
    heading: place.service && { title: place.service.name, subtitle: place.service.summary },
    pathTo,
    invoiceId: base.invoiceId,
    category: base.category,
    data: data && pathTo && { ...data, pathTo },
    service: place.service,
  };
}

/** `…` and `…/{invoiceId}` of a catalog: the booking it is for (the newest when the path names none) and its categories. */
export function useCatalogHome(
  source: CatalogSource,
  params: CatalogParams,
): CatalogSourceView<CatalogHomeData> {
  const base = useCatalogBase(source, params, false);
  const { booking } = base;
  const categories = base.invoiceId === undefined ? [] : base.categories;
  const ready = base.bookingKnown && categories;
  return viewOf(
    base,
    base.missing,
    base.queries,
    ready ? { bookings: booking.bookings, booking: booking.booking, categories } : undefined,
  );
}

/** `…/{invoiceId}/{categoryId}`: the items of one category. */
export function useCatalogCategory(
  source: CatalogSource,
  params: CatalogParams,
): CatalogSourceView<CatalogCategoryData> {
  const base = useCatalogBase(source, params, true);
  const { invoiceId, category, items } = base;
  const missing =
    base.missing ??
    (base.categoryId === null || base.categoryMissing || isUnknownIdError(items.error) ? 'category' : null);
  return viewOf(
    base,
    missing,
    [...base.queries, items.query],
    invoiceId !== undefined && category && items.data
      ? { invoiceId, category, entries: items.data }
      : undefined,
  );
}

/** `…/{invoiceId}/{categoryId}/{productId}`: one item of the category, and how to put it in the basket. */
export function useCatalogItem(
  source: CatalogSource,
  params: CatalogParams,
): CatalogSourceView<CatalogItemData> {
  const extras = source === 'additional-services';
  const base = useCatalogBase(source, params, extras);
  const { invoiceId, category, categoryId, items } = base;
  const itemId = parseId(params['productId']);
  const product = fetched<CatalogItem>(useGetProductQuery(!extras && itemId !== null ? itemId : skipToken));
  // An extra is not fetched alone: it is one of the booking's extras in its category.
  const fetchedItem: Fetched<CatalogItem> = extras
    ? { ...items, data: items.data?.find((candidate) => candidate.id === itemId) }
    : product;
  const item = fetchedItem.data;
  const settled = extras ? items.data !== undefined : item !== undefined;
  const { add } = useBasket();

  const itemMissing =
    itemId === null ||
    categoryId === null ||
    base.categoryMissing ||
    isUnknownIdError(fetchedItem.error) ||
    (settled && item?.category_id !== categoryId);
  return viewOf(
    base,
    base.missing ?? (itemMissing ? 'item' : null),
    [...base.queries, fetchedItem.query],
    invoiceId !== undefined && category && item && !itemMissing
      ? {
          invoiceId,
          category,
          item,
          add: ({ quantity, options }) => {
            const result = add(
              {
                kind: BASKET_KIND_OF[source],
                id: item.id,
                quantity,
                options,
                name: item.name,
                unit_price: item.price,
                currency: item.currency,
                invoice_id: invoiceId,
                ...(base.booking.booking ? { booking: base.booking.booking.title } : {}),
                ...(base.place.service ? { service: base.place.service.name } : {}),
                ...(source === 'shop' ? { category: category.name } : {}),
              },
              item.max_quantity,
            );
            return result.ok ? null : result.error;
          },
        }
      : undefined,
  );
}
