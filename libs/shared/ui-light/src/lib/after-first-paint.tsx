import { afterPaint } from '@portal/util';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the screen around it has painted: for the part of a page that sits below
 * what a phone shows first. The first render and commit carry what is seen at once (on the dashboard, the figures
 * the student came for); this part follows in a transition after that frame, in slices the browser can interrupt.
 * Nothing is drawn in its place, so it belongs at the end of a page, where its arrival moves nothing.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return shown ? children : null;
}
