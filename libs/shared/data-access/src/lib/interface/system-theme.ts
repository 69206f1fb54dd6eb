import { SYSTEM_DARK_QUERY, systemThemeChanged } from './interface-slice';

/**
 * The system's dark mode, followed while the portal runs (a phone that turns dark at sunset turns the portal dark
 * too), until the student chooses a theme of their own. Returns the remover.
 */
export function followSystemTheme(store: {
  dispatch: (action: ReturnType<typeof systemThemeChanged>) => unknown;
}): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => store.dispatch(systemThemeChanged(event.matches));
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
