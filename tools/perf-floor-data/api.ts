// The data floor's one RTK Query slice: the answers the portal's dashboard asks the demo back end for (data-access's
// route-prefetch: totals and next invoices due, profile, banners, stay, news, promotions), with the session's
// bearer token from the cookies the demo auth host set, and nothing else (no schema checks, no refresh).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: import.meta.env.VITE_API_URL ?? 'http://localhost:3333',
    prepareHeaders: (headers) => {
      const access = cookie('access');
      if (access) headers.set('authorization', `Bearer ${decodeURIComponent(access)}`);
      headers.set('accept-language', 'en');
      return headers;
    },
  }),
  endpoints: (b) => ({
    dueInvoices: b.query<{ summary?: { total_due?: number } }, void>({
      query: () => ({
        url: '/student_portal/invoices',
        params: { upcoming: true, sort: 'due_date', order: 'asc', per_page: 5 },
      }),
    }),
    profile: b.query<{ first_name?: string }, void>({ query: () => '/student_portal/profile' }),
    banners: b.query<Array<{ title?: string }>, void>({ query: () => '/banners' }),
    placement: b.query<unknown, void>({ query: () => '/student_portal/placement' }),
    accommodation: b.query<unknown, void>({ query: () => '/student_portal/accommodation' }),
    agent: b.query<unknown, void>({ query: () => '/student_portal/agent' }),
    news: b.query<unknown, void>({ query: () => ({ url: '/news', params: { page: 1, per_page: 3 } }) }),
    promotions: b.query<unknown[], void>({ query: () => '/promotions' }),
  }),
});
