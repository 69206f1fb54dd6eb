// The data floor: the floor (tools/perf-floor) whose dashboard asks the demo back end for what the portal's dashboard
// shows, through one RTK Query slice (api.ts): the portal's "data on screen" held against it like for like.
import { lazy } from 'react';
import { renderFloor } from '../perf-floor/render-floor';
import { api } from './api';

renderFloor(
  api,
  lazy(() => import('./dashboard')),
);
