import { useCallback, useEffect, useState } from 'react';
import { loadScript } from './script-loader';

export type ScriptStatus = 'loading' | 'ready' | 'failed';

/** A gateway's script for a component: loading, ready or failed, with a retry. A null URL (refused configuration) fails. */
export function useGatewayScript(url: string | null, isReady: () => boolean) {
  const [status, setStatus] = useState<ScriptStatus>(() => (url && isReady() ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    if (!url) {
      setStatus('failed');
      return;
    }
    setStatus(isReady() ? 'ready' : 'loading');
    loadScript(url, isReady).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
    // isReady names a global; it does not change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, retry };
}
