/**
 * Only http(s) URLs and inline raster/SVG data images are shown; anything else becomes "no image". Its own module
 * without zod: the entry checks the dashboard's first picture with it before the contract's schemas have loaded.
 */
export function isSafeImageUrl(value: string): boolean {
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
