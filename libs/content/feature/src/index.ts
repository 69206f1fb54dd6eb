import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** News and promotions, relative to /panel; pages load on first visit. */
export const contentRoutes: RouteObject[] = [
  {
    path: routePatterns.news,
    lazy: lazyRoute(() => import('./lib/news-page').then((m) => ({ Component: m.NewsPage }))),
  },
  {
    path: routePatterns.newsArticle,
    lazy: lazyRoute(() => import('./lib/news-article-page').then((m) => ({ Component: m.NewsArticlePage }))),
  },
  {
    path: routePatterns.promotions,
    lazy: lazyRoute(() => import('./lib/promotions-page').then((m) => ({ Component: m.PromotionsPage }))),
  },
  {
    path: routePatterns.promotion,
    lazy: lazyRoute(() => import('./lib/promotion-page').then((m) => ({ Component: m.PromotionPage }))),
  },
];
