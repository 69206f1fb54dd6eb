export {
  NEWS_PAGE_SIZE,
  type Banner,
  type NewsArticle,
  type NewsPage,
  type NewsSummary,
  type Promotion,
  type PromotionDetail,
  type Redeem,
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
export { contentApi } from './lib/content-api';
