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
export {
  useGetBannersQuery,
  useGetLatestNewsQuery,
  useGetNewsArticleQuery,
  useGetNewsInfiniteQuery,
  useGetPromotionQuery,
  useGetPromotionsQuery,
} from './content-api';
