/**
 * One page view in `rate` sends its Core Web Vitals: 0 none, 1 all, anything else (a missing or garbled
 * attribute) none. Its own module so boot.ts bundles it inline: sharing a module with the vitals chunk
 * would make esbuild split it into a chunk of its own, one more request before hydration.
 */
export const sampled = (rate: number, random: () => number = Math.random): boolean =>
  Number.isFinite(rate) && rate > 0 && random() < rate;
