// The floor: the least an app on this stack ships for a panel page (router, store, RTK Query, antd layout, menu,
// button, spinner, themed). The portal's first-route JavaScript is held against this, built in the same run.
import { lazy } from 'react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { renderFloor } from './render-floor';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (b) => ({ profile: b.query<unknown, void>({ query: () => '/student_portal/profile' }) }),
});

renderFloor(
  api,
  lazy(() => import('./dashboard')),
);
