import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { travelRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn('zh-CN', () => import('./bank-account-page'));

describe('the bank account page in Chinese', () => {
  it('shows what the bank needs as the API writes it in Chinese', async () => {
    signIn();
    renderRoutes(panelRoutes(travelRoutes), { url: '/panel/bank-account', store: storeReading('zh-CN') });
    expect(await screen.findByText('您的护照', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('学校出具的银行信函')).toBeInTheDocument();
    expect(screen.getByText(/^面向国际学生的英国活期账户/)).toBeInTheDocument();
    expect(screen.queryByText('Your passport')).not.toBeInTheDocument();
  }, 40_000);
});
