/**
 * ui's components, and the kit each is built with.
 *
 * Light (no antd code: plain elements in antd's look, static CSS in `lib/ui.css` on antd's CSS variables, icons from
 * `@ant-design/icons`). They are the first screen's: the panel's frame and the dashboard render before any page loads
 * antd, within the start's byte budget (docs/performance.md), and lint refuses antd in their files
 * (`libs/ui/eslint.config.mjs`):
 * - the blocks only the first screen may take (a feature page takes antd's own; `featureLibConfig` refuses these):
 *   `Stack`, `Panel`, `Tiles`, `Title`, `Text`, `Paragraph`, `Statistic`, `Terms`, `Notice`, `LightButton`,
 *   `MenuList`, `Spinner`;
 * - what every page shares with the first screen, the page's ladder and its parts: `PageStates`, `PageHeader`,
 *   `PageSpinner`, `ErrorState`, `EmptyState`, `NotFoundState`, `SectionStates` (their heading is drawn by the
 *   page's kit through `HeadingKit`: antd's inside `AntdPageProvider`, so a feature page's `h1` matches its
 *   sections');
 *   the status words `StatusTag`, `InvoiceStatusTag`; the text helpers `Money`, `Ltr`, `ApiText`, `SafeLink`,
 *   `Picture`, `AfterFirstPaint`;
 * - the root's `ThemeModeProvider` and `ToastsRoot` (antd's notifications load with the first toast).
 *
 * antd (they load with the lazy pages, inside `AntdProvider` from `@portal/ui/antd`): `DataTable`, `LinkButton`,
 * `NumberInput`, `CalendarButton`, `CopyValue`, `SafeHtml`, `PartnerFrame`, `PaymentTimeline`, `AmountEstimate`,
 * `PurchaseForm`, `BookingSelect`, the catalog's cards and pages, `useMessages`, `resultStatus`, and the list
 * controls `StatusFilter` (radio buttons) and `Pager` (Pagination). They are what a feature page is made of, so a
 * page's controls look like its other antd parts.
 */
import './lib/i18n/i18n';
export {
  addTranslations,
  loadLanguage,
  translationsReady,
  stringsBeforeRender,
  i18n,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type Language,
  type Translation,
  type NamespaceResources,
  type PortalResources,
  type TranslationLoader,
} from './lib/i18n/i18n';
export { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyRoute, withChunkTimeout } from './lib/lazy-route';
export {
  BRAND_ORANGE,
  PRIMARY_COLOR,
  PAGE_BACKGROUND,
  PILL_RADIUS,
  type ThemeModeName,
} from './lib/theme-mode';
export { FIELD_ERROR_SCROLL } from './lib/form-scroll';
export { ThemeModeProvider } from './lib/theme-mode-provider';
export { antdLayoutRoute, isAntdLayoutRoute } from './lib/antd-layout-route';
export { TOAST_PLACEMENT, TOAST_SECONDS, ToastsRoot, useNotifications } from './lib/toasts';
export { useMessages } from './lib/messages';
export { PageSpinner, Spinner } from './lib/page-spinner';
export { PageHeader } from './lib/page-header';
export { Panel, Tiles, type PanelProps, type TilesProps } from './lib/panel';
export {
  Title,
  Text,
  Paragraph,
  type TitleProps,
  type TextProps,
  type ParagraphProps,
} from './lib/typography';
export { Statistic, Terms, type StatisticProps, type TermsItem } from './lib/figures';
export { Notice, type NoticeProps } from './lib/notice';
export { ErrorState } from './lib/error-state';
export { EmptyState } from './lib/empty-state';
export { NotFoundState } from './lib/not-found-state';
export { Money } from './lib/money';
export { Ltr } from './lib/ltr';
export { ApiText } from './lib/api-text';
export { StatusTag, type StatusTone } from './lib/status-tag';
export { Stack, type StackProps } from './lib/stack';
export { LightButton, type LightButtonProps } from './lib/light-button';
export { MenuList, type MenuListEntry, type MenuListItem, type MenuListProps } from './lib/menu-list';
export { InvoiceStatusTag } from './lib/invoice-status-tag';
export { useMediaQuery } from './lib/use-media-query';
export { NumberInput, type NumberInputProps } from './lib/number-input';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './lib/use-debounced-value';
export { CatalogCard, CatalogGrid, CatalogList, StoryCard, type CatalogEntry } from './lib/catalog-card';
export { DataTable, type DataTableProps, type DataTableTotal } from './lib/data-table';
export { PurchaseForm, type PurchaseChoice, type PurchaseOption } from './lib/purchase-form';
export { useItemChoicesText } from './lib/item-choices-text';
export { BookingSelect } from './lib/booking-select';
export { PageStates, type PageNotFound, type PageQuery, type PageStatesProps } from './lib/page-states';
export { LinkButton } from './lib/link-button';
export { CalendarButton } from './lib/calendar-button';
export { StatusFilter } from './lib/status-filter';
export { Pager, type PagerProps } from './lib/pager';
export { CatalogHomePage } from './lib/catalog-home-page';
export { CatalogCategoryPage } from './lib/catalog-category-page';
export { CatalogItemPage } from './lib/catalog-item-page';
export type { CatalogStrings, CatalogWords } from './lib/catalog-words';
export { SafeHtml } from './lib/safe-html';
export { sanitizeHtml } from './lib/sanitize-html';
export { SectionStates, type SectionStatesProps } from './lib/section-states';
export { AfterFirstPaint } from './lib/after-first-paint';
export { SafeLink } from './lib/safe-link';
export {
  PartnerFrame,
  PARTNER_FRAME_SANDBOX,
  PARTNER_FRAME_TIMEOUT_MS,
  type PartnerFrameProps,
} from './lib/partner-frame';
export { CopyValue } from './lib/copy-value';
export { updateHolds, useHoldUpdates } from './lib/update-holds';
export {
  gatewayReferenceLabel,
  isTransferLate,
  PaymentTimeline,
  type PaymentTimelineAttempt,
} from './lib/payment-timeline';
export { resultStatus } from './lib/result-status';
export { AmountEstimate } from './lib/amount-estimate';
export { Picture, PICTURE_SIZES, type PictureProps, type PictureShape } from './lib/picture';
