import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen, setupStore } from '@portal/data-access';
import { describe, expect, it, vi } from 'vitest';
import { travelEndpoints } from './travel-api';

const { signIn, requestsTo } = setupMockApi();

// Travel's endpoints go through the one base query of data-access, which asks again for translated content only.
describe('base query', () => {
  it('asks again for the bank account offer after a change of language, not for the flight tickets', async () => {
    signIn('demo@student.test');
    const store = setupStore(undefined, { reload: vi.fn() });
    const offers = requestsTo('/student_portal/bank_account');
    const flights = requestsTo('/student_portal/flights');
    const offer = store.dispatch(travelEndpoints.endpoints.getBankAccountOffer.initiate());
    const tickets = store.dispatch(travelEndpoints.endpoints.getFlightTickets.initiate());
    await Promise.all([offer, tickets]);
    store.dispatch(languageChosen('zh-CN'));
    await vi.waitFor(() => expect(offers).toHaveLength(2));
    expect(offers[1]?.headers.get('accept-language')).toBe('zh-CN');
    expect(flights).toHaveLength(1);
    offer.unsubscribe();
    tickets.unsubscribe();
  });
});
