import type { AppStore } from '@portal/data-access';
import { UpdateNotice } from '@portal/pwa';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConnectedTheme } from './connected-theme';
import { NotificationToaster } from './notification-toaster';
import { pwaController } from './pwa';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConnectedTheme>
        <NotificationToaster />
        <UpdateNotice controller={pwaController} />
        {children}
      </ConnectedTheme>
    </Provider>
  );
}
