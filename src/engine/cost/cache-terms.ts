import type { Price } from './schema.ts'

/** How a provider caches, per model, as its own pages say, with the page and the day they were read. */
export interface CacheTerms {
  provider: 'anthropic' | 'openai'
  /** Dollars per million tokens written for 5 minutes and for 1 hour; absent: not on the provider's page. */
  write5m?: number
  write1h?: number
  /** The shortest prompt cached, in tokens; absent: not read on the provider's page (none applied). */
  minTokens?: number
  /**
   * What we model: the cache breakpoint on each prompt's last block, moved forward every call (Anthropic's
   * automatic caching, one top-level `cache_control`; OpenAI caches automatically). Explicit breakpoints, up to
   * four per request and looking back at most 20 blocks for a hit, are not modelled.
   */
  caching: 'automatic'
  source: string
  taken: string
}

const READ = '2026-11-28'
const OPENAI_GUIDE = 'https://developers.openai.com/api/docs/guides/prompt-caching'

/**
 * Cache terms of the models in `defaultPrices()` (issue 25 §2), read by hand on 2026-11-28 from the providers'
 * own pages. Anthropic: a 5-minute write at 1.25× the input price and a 1-hour write at 2× (its pricing table and
 * each model's page; Sonnet 5.5 $2.50 and $4, Haiku 4.5 $1.25 and $2), reads at each row's `cachedInput` (0.1×
 * for these two, 0.05× for Opus 5.5: no multiplier is assumed). Opus 5.5's write prices and every Anthropic
 * model's minimum cacheable length were not found on Anthropic's own pages: left absent. OpenAI's guide:
 * caching is automatic for prompts of 1,024 tokens or more, and on the GPT-5.6 families and later a write costs
 * 1.25× the uncached input price (one price for every retention).
 * @example CACHE_TERMS['claude-sonnet-5-5'].write1h === 4
 */
export const CACHE_TERMS: Readonly<Record<string, CacheTerms>> = {
  'claude-sonnet-5-5': {
    provider: 'anthropic',
    write5m: 2.5,
    write1h: 4,
    caching: 'automatic',
    source: 'https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview',
    taken: READ,
  },
  'claude-opus-5-5': {
    provider: 'anthropic',
    caching: 'automatic',
    source: 'https://platform.claude.com/docs/en/docs/about-claude/pricing (no Opus 5.5 row read)',
    taken: READ,
  },
  'claude-haiku-4-5': {
    provider: 'anthropic',
    write5m: 1.25,
    write1h: 2,
    caching: 'automatic',
    source: 'https://platform.claude.com/docs/en/docs/about-claude/pricing',
    taken: READ,
  },
  'gpt-6.2-sol': {
    provider: 'openai',
    write5m: 2.5,
    write1h: 2.5,
    minTokens: 1_024,
    caching: 'automatic',
    source: OPENAI_GUIDE,
    taken: READ,
  },
  'gpt-6-luna': {
    provider: 'openai',
    write5m: 0.125,
    write1h: 0.125,
    minTokens: 1_024,
    caching: 'automatic',
    source: OPENAI_GUIDE,
    taken: READ,
  },
}

/**
 * A price row with its cache terms filled in: the row's own write prices and minimum where it has them, the
 * provider's (`CACHE_TERMS`) for its model where it does not.
 * @example withCacheTerms({ model: 'gpt-6-luna', input: 0.1, cachedInput: 0.01, output: 0.5, source: '', taken: '' }).minCacheTokens === 1024
 */
export function withCacheTerms(price: Price): Price {
  const t = CACHE_TERMS[price.model]
  if (!t) return price
  const filled: Price = { ...price }
  if (filled.cacheWrite5m === undefined && t.write5m !== undefined) filled.cacheWrite5m = t.write5m
  if (filled.cacheWrite1h === undefined && t.write1h !== undefined) filled.cacheWrite1h = t.write1h
  if (filled.minCacheTokens === undefined && t.minTokens !== undefined) filled.minCacheTokens = t.minTokens
  return filled
}
