/**
 * The first screen's kit: no antd code. Plain elements in antd's look, static CSS in `lib/ui.css` on antd's CSS
 * variables, icons from `@ant-design/icons`. The panel's frame and the dashboard render from it before any page loads
 * antd, within the start's byte budget (docs/performance.md); lint refuses antd in every file of this lib
 * (`libs/shared/ui-light/eslint.config.mjs`). antd's kit is `@portal/ui`, which builds on this one, never the other way.
 *
 * - the blocks only the first screen may take (a feature page takes antd's own; `featureLibConfig` refuses these):
 *   `Stack`, `Panel`, `Tiles`, `Title`, `Text`, `Paragraph`, `Statistic`, `Terms`, `Notice`, `LightButton`,
 *   `MenuList`, `Spinner`;
 * - what every page shares with the first screen, the page's ladder and its parts: `PageStates`, `PageHeader`,
 *   `PageSpinner`, `ErrorState`, `EmptyState`, `NotFoundState`, `SectionStates` (their heading is drawn by the
 *   page's kit through `HeadingKit`: antd's inside ui's `AntdPageProvider`, so a feature page's `h1` matches its
 *   sections');
 *   the status words `StatusTag`, `InvoiceStatusTag`; the text helpers `Money`, `Ltr`, `ApiText`, `SafeLink`,
 *   `Picture`, `AfterFirstPaint`;
 * - the foundations both kits stand on: the strings (i18n), the theme mode and its colours, the root's
 *   `ThemeModeProvider` and its toasts (`useNotifications`; the root is given antd's notifications by whoever
 *   renders it, from `@portal/ui`, and they load with the first toast), the update holds.
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
  THEME_CSS_VAR_KEY,
  type ThemeModeName,
} from './lib/theme-mode';
export { PAGE_CSP, useThemeSettings, type ThemeSettings } from './lib/theme-settings';
export { ThemeModeProvider } from './lib/theme-mode-provider';
export {
  TOAST_PLACEMENT,
  TOAST_SECONDS,
  ToastsRoot,
  useNotifications,
  type NotificationApi,
  type NotificationsHolder,
} from './lib/toasts';
export { PageSpinner, Spinner } from './lib/page-spinner';
export { PageHeader } from './lib/page-header';
export { HeadingKit } from './lib/heading-kit';
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
export { useOnlineStatus } from './lib/online-status';
export { PageStates, type PageNotFound, type PageQuery, type PageStatesProps } from './lib/page-states';
export { SectionStates, type SectionStatesProps } from './lib/section-states';
export { AfterFirstPaint } from './lib/after-first-paint';
export { SafeLink } from './lib/safe-link';
export { updateHolds, useHoldUpdates } from './lib/update-holds';
export { Picture, PICTURE_SIZES, type PictureProps, type PictureShape } from './lib/picture';
