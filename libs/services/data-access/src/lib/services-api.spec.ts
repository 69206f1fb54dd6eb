import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen, setupStore } from '@portal/data-access';
import { describe, expect, it, vi } from 'vitest';
import { servicesApi } from './services-api';

const { signIn, requestsTo } = setupMockApi();

// The services' endpoints go through the one base query of data-access, which asks again for translated content only.
describe('base query', () => {
  it('asks again for the services after a change of language, not for the airports', async () => {
    signIn('demo@student.test');
    const store = setupStore(undefined, { reload: vi.fn() });
    const services = requestsTo('/student_portal/service');
    const airports = requestsTo('/student_portal/airports');
    const queries = [
      store.dispatch(servicesApi.endpoints.getServices.initiate()),
      store.dispatch(servicesApi.endpoints.getAirports.initiate()),
    ];
    await Promise.all(queries);
    store.dispatch(languageChosen('ar'));
    await vi.waitFor(() => expect(services).toHaveLength(2));
    expect(services[1]?.headers.get('accept-language')).toBe('ar');
    expect(airports).toHaveLength(1);
    for (const query of queries) query.unsubscribe();
  });
});
