import type { AppStore } from '@portal/data-access';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConnectedTheme } from './connected-theme';
import { NotificationToaster } from './notification-toaster';
import './i18n/register';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConnectedTheme>
        <NotificationToaster />
        {children}
      </ConnectedTheme>
    </Provider>
  );
}
