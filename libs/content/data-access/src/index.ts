export {
  NEWS_PAGE_SIZE,
  type Attraction,
  type Banner,
  type EventDetail,
  type EventSummary,
  type NewsArticle,
  type NewsPage,
  type NewsSummary,
  type Promotion,
  type PromotionDetail,
  type Redeem,
  type TicketProduct,
} from '@portal/api-contract';
// contentApi: the dashboard starts its banners, news and promotions as its route loads (a dependency eslint.config.mjs
// names).
export {
  contentApi,
  useGetBannersQuery,
  useGetLatestNewsQuery,
  useGetNewsArticleQuery,
  useGetNewsInfiniteQuery,
  useGetPromotionQuery,
  useGetPromotionsQuery,
} from './lib/content-api';
export { useGetAttractionsQuery, useGetEventQuery, useGetEventsQuery } from './lib/events-api';
