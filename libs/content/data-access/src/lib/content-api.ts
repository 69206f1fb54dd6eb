import { z } from 'zod/mini';
import { api, keepOnDevice, TRANSLATED_TAG } from '@portal/data-access';
import {
  bannerSchema,
  NEWS_PAGE_SIZE,
  newsArticleSchema,
  newsPageSchema,
  promotionDetailSchema,
  promotionSchema,
  type Banner,
  type NewsArticle,
  type NewsPage,
  type Promotion,
  type PromotionDetail,
} from '@portal/api-contract';

/** How many articles the dashboard shows. */
const LATEST_NEWS_COUNT = 3;

/** A slug goes into the path encoded, whatever a page passes (pages check it with util's parseSlug first). */
const slugPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/** Banners, news and promotions: the same for every student. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => '/banners',
      responseSchema: z.array(bannerSchema),
      providesTags: [TRANSLATED_TAG],
    }),
    /** The news list, newest first, a page at a time ("load more"). */
    getNews: build.infiniteQuery<NewsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({ url: '/news', params: { page: pageParam, per_page: NEWS_PAGE_SIZE } }),
      responseSchema: newsPageSchema,
      providesTags: [TRANSLATED_TAG],
    }),
    /** The newest few articles, for the dashboard. */
    getLatestNews: build.query<NewsPage, void>({
      query: () => ({ url: '/news', params: { page: 1, per_page: LATEST_NEWS_COUNT } }),
      responseSchema: newsPageSchema,
      providesTags: [TRANSLATED_TAG],
    }),
    getNewsArticle: build.query<NewsArticle, string>({
      query: (slug) => slugPath('/news', slug),
      responseSchema: newsArticleSchema,
      providesTags: [TRANSLATED_TAG],
    }),
    /** Current offers, the featured one first. */
    getPromotions: build.query<Promotion[], void>({
      query: () => '/promotions',
      responseSchema: z.array(promotionSchema),
      providesTags: [TRANSLATED_TAG],
    }),
    getPromotion: build.query<PromotionDetail, string>({
      query: (slug) => slugPath('/promotions', slug),
      responseSchema: promotionDetailSchema,
      providesTags: [TRANSLATED_TAG],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(contentApi, ['getBanners', 'getLatestNews', 'getPromotions']);

export const {
  useGetBannersQuery,
  useGetNewsInfiniteQuery,
  useGetLatestNewsQuery,
  useGetNewsArticleQuery,
  useGetPromotionsQuery,
  useGetPromotionQuery,
} = contentApi;
