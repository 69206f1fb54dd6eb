import { PwaController } from '@portal/pwa';

/** The page's one offline-worker controller: main.tsx starts it, the update notice reads it. */
export const pwaController = new PwaController();
