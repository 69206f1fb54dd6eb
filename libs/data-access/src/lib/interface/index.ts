export { useDarkMode, useLanguage, useSidebarExpanded } from './interface-hooks';
export { darkModeToggled, estimateCountryChosen, languageChosen, sidebarToggled } from './interface-slice';
