import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { describe, expect, it } from 'vitest';
import { invoicesApi } from './invoices-api';

const { signIn } = setupMockApi();

describe('invoices’ endpoints, injected into the one api slice', () => {
  it('ask for a page of the student’s invoices, newest first', async () => {
    signIn();
    const store = setupStore();
    const page = await store
      .dispatch(
        invoicesApi.endpoints.getInvoicePage.initiate({
          page: 1,
          per_page: 10,
          status: null,
          sort: 'issue_date',
          order: 'desc',
        }),
      )
      .unwrap();
    expect(page.items[0]?.number).toMatch(/^INV-0001/);
  });
});
