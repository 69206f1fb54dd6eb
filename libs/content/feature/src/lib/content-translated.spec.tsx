import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn(
  'zh-CN',
  () => import('./news-page'),
  () => import('./news-article-page'),
  () => import('./promotions-page'),
  () => import('./promotion-page'),
);

const render = (url: string) => {
  signIn();
  renderRoutes(panelRoutes(contentRoutes), { url, store: storeReading('zh-CN') });
};

describe('news and offers in Chinese', () => {
  it('lists every article as the API writes it in Chinese, older ones too', async () => {
    render('/panel/news');
    expect(await screen.findByText('您的学生折扣卡已准备好', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('剑桥考试报名将于12月1日截止')).toBeInTheDocument();
    expect(screen.queryByText('The clocks go back this weekend')).not.toBeInTheDocument();
  }, 40_000);

  it('shows an older article whole in Chinese', async () => {
    render('/panel/news/clocks-go-back');
    expect(
      await screen.findByRole('heading', { level: 1, name: '本周末时钟回拨' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/英国夏令时于10月25日/)).toBeInTheDocument();
  }, 40_000);

  it('lists every current offer in Chinese, and shows one with its terms', async () => {
    render('/panel/promotions');
    expect(await screen.findByText('咖啡买一送一', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('每周二电影票5英镑')).toBeInTheDocument();
    expect(screen.queryByText('Two coffees for the price of one')).not.toBeInTheDocument();
  }, 40_000);

  it('shows an offer with its terms and its link in Chinese', async () => {
    render('/panel/promotions/foyle-and-page-books-15-off');
    expect(
      await screen.findByRole('heading', { level: 1, name: '课本85折' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('不可与其他优惠同时使用。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /在学生页面购物/ })).toBeInTheDocument();
  }, 40_000);
});
