/** Toasts show top-right for 5 s (spec 9). */
export const TOAST_PLACEMENT = 'topRight' as const;
export const TOAST_SECONDS = 5;
