import type { Language } from '@portal/util';
import { useAppDispatch, useAppSelector } from '../hooks';
import {
  keepOnDeviceChosen,
  selectDarkMode,
  selectKeepOnDevice,
  selectLanguage,
  selectSidebarExpanded,
} from './interface-slice';

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

/** The setting "Keep my data on this device for offline use", and its change (off deletes what is kept at once). */
export function useKeepOnDevice(): [boolean, (keep: boolean) => void] {
  const dispatch = useAppDispatch();
  return [useAppSelector(selectKeepOnDevice), (keep) => void dispatch(keepOnDeviceChosen(keep))];
}
