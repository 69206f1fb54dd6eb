import { rememberReturnPath, useIsLoggedIn, useSessionEndedBy } from '@portal/data-access';
import { PageSpinner } from '@portal/ui-light';
import { paths } from '@portal/util';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Everything under /panel: a logged-out student is sent to the login, and the wanted path remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const endedBy = useSessionEndedBy();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (loggedIn) return;
    // After a deliberate sign-out (here or in another tab) the next student starts on the dashboard, not on the
    // last one's page.
    if (endedBy !== 'signOut' && endedBy !== 'otherTab')
      rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    void navigate(paths.auth(), { replace: true });
  }, [loggedIn, endedBy, location, navigate]);

  return loggedIn ? children : <PageSpinner />;
}
