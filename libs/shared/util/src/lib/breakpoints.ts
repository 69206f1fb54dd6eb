/** Page layout breakpoints: xs < 576 <= sm < 768 <= md < 1024 <= lg < 1440 <= xl < 1920 <= xxl. */
export const LAYOUT_BREAKPOINTS = { sm: 576, md: 768, lg: 1024, xl: 1440, xxl: 1920 } as const;

/** Theme breakpoints (antd's screens): the lower bound of each size. */
export const THEME_BREAKPOINTS = {
  xs: 0,
  xsm: 400,
  sm: 600,
  md: 900,
  lg: 1200,
  xl: 1536,
  xxl: 1700,
} as const;

export type LayoutSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export function layoutSizeFor(width: number): LayoutSize {
  if (width < LAYOUT_BREAKPOINTS.sm) return 'xs';
  if (width < LAYOUT_BREAKPOINTS.md) return 'sm';
  if (width < LAYOUT_BREAKPOINTS.lg) return 'md';
  if (width < LAYOUT_BREAKPOINTS.xl) return 'lg';
  if (width < LAYOUT_BREAKPOINTS.xxl) return 'xl';
  return 'xxl';
}

/** Phones get the menu as a drawer: everything under the md layout breakpoint (768 px). */
export const PHONE_MEDIA_QUERY = `(max-width: ${LAYOUT_BREAKPOINTS.md - 0.02}px)`;

/** Tables become stacked lists under the sm layout breakpoint (576 px). */
export const NARROW_MEDIA_QUERY = `(max-width: ${LAYOUT_BREAKPOINTS.sm - 0.02}px)`;

/** The theme's compact type (a smaller page heading) under its sm breakpoint (600 px). */
export const COMPACT_TYPE_MEDIA_QUERY = `(max-width: ${THEME_BREAKPOINTS.sm - 0.02}px)`;
