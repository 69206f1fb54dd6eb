import type { Language } from '@portal/util';
import { useAppSelector } from '../hooks';
import { selectDarkMode, selectLanguage, selectSidebarExpanded } from './interface-slice';

export function useDarkMode(): boolean {
  return useAppSelector(selectDarkMode);
}

/** The language the student chose (English until they choose another). */
export function useLanguage(): Language {
  return useAppSelector(selectLanguage);
}

export function useSidebarExpanded(): boolean {
  return useAppSelector(selectSidebarExpanded);
}
