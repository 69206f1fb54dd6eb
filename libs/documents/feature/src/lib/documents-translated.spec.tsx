import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen } from '@portal/data-access';
import { panelRoutes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentsRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn(
  'zh-CN',
  () => import('./letters-page'),
  () => import('./my-ids-page'),
);

describe('letters and documents in Chinese', () => {
  it('names the letters and documents as the API writes them in Chinese', async () => {
    signIn();
    renderRoutes(panelRoutes(documentsRoutes), { url: '/panel/letters', store: storeReading('zh-CN') });
    expect(await screen.findByRole('cell', { name: '地址证明信' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '签证支持信' })).toBeInTheDocument();
    expect(screen.queryByText('Address confirmation letter')).not.toBeInTheDocument();
  }, 40_000);

  it('asks again for the names when the student picks another language', async () => {
    signIn();
    const store = storeReading('en');
    renderRoutes(panelRoutes(documentsRoutes), { url: '/panel/myids', store });
    expect(
      await screen.findByRole('cell', { name: 'Residence permit' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    act(() => {
      store.dispatch(languageChosen('zh-CN'));
    });
    expect(await screen.findByRole('cell', { name: '居留许可' })).toBeInTheDocument();
  }, 40_000);
});
