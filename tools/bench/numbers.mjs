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

/**
 * The ratio of the medians of `a` to `b`, measured in pairs (a[i] and b[i] in the same round, one after the other),
 * with its 95 % confidence interval: the 2.5th and 97.5th percentiles of the same ratio over `resamples` bootstrap
 * resamples of the pairs (drawn with replacement; a seeded generator, so a run's figures can be reproduced). The
 * machine's load moves both sides of a pair alike, so the pairs carry it into the interval and not into the ratio.
 */
export function pairedRatio(a, b, resamples = 2000) {
  const pairs = a
    .map((value, i) => [value, b[i]])
    .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (pairs.length === 0) return { ratio: null, low: null, high: null, pairs: 0 };
  const ratioOf = (list) => {
    const below = median(list.map(([, y]) => y));
    return below ? median(list.map(([x]) => x)) / below : null;
  };
  let seed = 0x2545f491;
  const random = () => {
    // xorshift32: enough for resampling, and the same intervals for the same figures.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const ratios = [];
  for (let r = 0; r < resamples; r++) {
    const sample = pairs.map(() => pairs[Math.floor(random() * pairs.length)]);
    const value = ratioOf(sample);
    if (value !== null) ratios.push(value);
  }
  ratios.sort((x, y) => x - y);
  const at = (q) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.round(q * (ratios.length - 1))))];
  return { ratio: round(ratioOf(pairs)), low: round(at(0.025)), high: round(at(0.975)), pairs: pairs.length };
}

/** "1.05 [0.98–1.12]": a ratio with its interval. */
export const withInterval = (r) =>
  r?.ratio == null ? '–' : r.low == null ? String(r.ratio) : `${r.ratio} [${r.low}–${r.high}]`;

/**
 * A goal `ratio ≤ limit` judged on an interval: missed only when the whole interval is above the limit (a
 * regression the interval excludes), not when noise crosses it.
 */
export const withinLimit = (r, limit) => r?.ratio != null && (r.low ?? r.ratio) <= limit;
