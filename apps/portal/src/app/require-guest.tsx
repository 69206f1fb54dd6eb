import { takeReturnPath, useIsLoggedIn } from '@portal/data-access';
import { PageSpinner } from '@portal/ui-light';
import { paths } from '@portal/util';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** /auth is for logged-out students; once logged in they go back to the remembered path. */
export function RequireGuest({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    if (!loggedIn || redirected.current) return;
    redirected.current = true;
    void navigate(takeReturnPath() ?? paths.dashboard(), { replace: true });
  }, [loggedIn, navigate]);

  return loggedIn ? <PageSpinner /> : children;
}
