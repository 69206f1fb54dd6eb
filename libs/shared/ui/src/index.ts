/**
 * antd's kit: what a feature page is made of beside antd's own components, so a page's controls look like its other
 * antd parts. They load with the lazy pages, inside `AntdProvider` from `@portal/ui/antd` (antd's layout route,
 * `antdLayoutRoute`, gives it to every page below it). The first screen's kit is `@portal/ui-light`, which this lib
 * builds on and which never imports antd; lint refuses this lib on the first screen (its tag `kit:antd`).
 *
 * `DataTable`, `LinkButton`, `NumberInput`, `CalendarButton`, `CopyValue`, `PurchaseForm` (the catalog's item page and
 * events' tickets), `BookingSelect`, the catalog's cards and pages, `useMessages`, `resultStatus`, the list controls
 * `StatusFilter` (radio buttons) and `Pager` (Pagination), and antd's notifications for the root's toasts
 * (`AntdNotifications`, loaded with the first toast). A domain's own widgets live in its feature lib (the payment
 * timeline and the amount estimate in libs/payments/feature, which invoices' pages take from its entry).
 */
export { FIELD_ERROR_SCROLL } from './lib/form-scroll';
export { antdLayoutRoute, isAntdLayoutRoute } from './lib/antd-layout-route';
export { AntdNotifications } from './lib/antd-notifications';
export { useMessages } from './lib/messages';
export { NumberInput, type NumberInputProps } from './lib/number-input';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './lib/use-debounced-value';
export { CatalogCard, CatalogGrid, CatalogList, StoryCard, type CatalogEntry } from './lib/catalog-card';
export { DataTable, type DataTableProps, type DataTableTotal } from './lib/data-table';
export { PurchaseForm, type PurchaseChoice, type PurchaseOption } from './lib/purchase-form';
export { useItemChoicesText } from './lib/item-choices-text';
export { BookingSelect } from './lib/booking-select';
export { LinkButton } from './lib/link-button';
export { CalendarButton } from './lib/calendar-button';
export { StatusFilter } from './lib/status-filter';
export { Pager, type PagerProps } from './lib/pager';
export { CatalogHomePage } from './lib/catalog-home-page';
export { CatalogCategoryPage } from './lib/catalog-category-page';
export { CatalogItemPage } from './lib/catalog-item-page';
export type { CatalogStrings, CatalogWords } from './lib/catalog-words';
export { CopyValue } from './lib/copy-value';
export { resultStatus } from './lib/result-status';
