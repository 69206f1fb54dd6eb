export { useDarkMode, useKeepOnDevice, useLanguage, useSidebarExpanded } from './interface-hooks';
export {
  darkModeToggled,
  estimateCountryChosen,
  languageChosen,
  selectEstimateCountry,
  sidebarToggled,
} from './interface-slice';
