// Medians and how figures are printed, the same in every job.

/** The median of the finite values (the mean of the middle two, rounded, for an even count); null when none. */
export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

export function round(value) {
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
export const ms = (value) => (value == null ? '–' : `${value} ms`);
