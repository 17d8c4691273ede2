/**
 * The `interval` for a category axis of `count` ticks: every (interval + 1)-th label, about `shown` in all.
 * A number, never recharts' `preserveStart`/`preserveEnd`: those measure every label in the DOM to decide which
 * fit, and for the 1,000 calls of a batch that took seconds of the page's main thread.
 * @example categoryTickInterval(1_000) === 39
 */
export function categoryTickInterval(count: number, shown = 25): number {
  return Math.max(0, Math.ceil(count / shown) - 1)
}
