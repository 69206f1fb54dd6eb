import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a route change, focus goes to the new page's `h1` (PageHeader gives it tabIndex -1), so a screen reader
 * reads where the student landed and the next Tab starts in the page. Not on the first page of a visit.
 */
export function useFocusHeadingOnNavigation(container: () => HTMLElement | null): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = container()?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [pathname, container]);
}
