import type { Price } from './schema.ts'

/** How long a cache write lives: Anthropic prices a 5-minute and a 1-hour write apart. */
export type CacheLifetime = '5m' | '1h'

/** One call's input split as a provider bills it, in tokens and dollars. */
export interface CallBill {
  /** Input tokens read from the cache (the previous call's prompt, up to its first changed block). */
  read: number
  /** Input tokens written to the cache (the rest of a prompt long enough to cache). */
  write: number
  /** Input tokens neither read nor written (a prompt under the provider's minimum). */
  plain: number
  /** Dollars with no cache at all, and as billed with the cache. */
  uncached: number
  cached: number
}

const PER_MILLION = 1_000_000

/**
 * The price of writing a token to the cache for `lifetime`: the row's write price for it, a 1-hour write without
 * its own price at the 5-minute one, and a row with no write price at the input price (the user's own rows, and
 * models whose write price we have not read on the provider's page).
 * @example cacheWritePrice({ input: 2, cacheWrite5m: 2.5, cacheWrite1h: 4 }, '1h') === 4
 */
export function cacheWritePrice(
  price: Pick<Price, 'input' | 'cacheWrite5m' | 'cacheWrite1h'>,
  lifetime: CacheLifetime = '5m',
): number {
  if (lifetime === '1h') return price.cacheWrite1h ?? price.cacheWrite5m ?? price.input
  return price.cacheWrite5m ?? price.input
}

/**
 * Whether a prompt of `tokens` is cached at all: at or over the row's minimum cacheable length (OpenAI: 1,024
 * tokens; Anthropic: per model), and always when the row gives none.
 * @example isCacheable(1_023, { minCacheTokens: 1_024 }) === false
 */
export const isCacheable = (tokens: number, price: Pick<Price, 'minCacheTokens'>): boolean =>
  tokens >= (price.minCacheTokens ?? 0)

/**
 * One LLM call as billed with automatic prompt caching (ours; issue 25 §2): the cache breakpoint sits on the
 * prompt's last block, so a prompt long enough to cache is written in full past what it read. `reusable` is the
 * prefix it shares with the previous call's prompt (up to the first block that changed), read only when that
 * prompt was itself cached. Dollars: read × cached price + write × write price + the rest × input price + output
 * × output price; without a cache, all input at the input price.
 * @example billCall(10_000, 8_000, true, 100, price).write === 2_000
 */
export function billCall(
  input: number,
  reusable: number,
  previousCached: boolean,
  output: number,
  price: Price,
  lifetime: CacheLifetime = '5m',
): CallBill {
  const read = previousCached ? Math.min(reusable, input) : 0
  const write = isCacheable(input, price) ? input - read : 0
  const plain = input - read - write
  const out = output * price.output
  return {
    read,
    write,
    plain,
    uncached: (input * price.input + out) / PER_MILLION,
    cached:
      (plain * price.input + read * price.cachedInput + write * cacheWritePrice(price, lifetime) + out) /
      PER_MILLION,
  }
}
