import * as z from 'zod/mini'
import { wholeNumber } from '../base/schema-helpers.ts'

/** No list price comes near this (the priciest output was $600 per million tokens): more is a typo. */
export const MAX_PRICE_PER_MTOK = 10_000

/** Dollars per million tokens: a number from 0 to 10,000, whose failures name the field and the rule. */
const dollars = (what: string) =>
  z.number({ error: `${what} must be a number of dollars per million tokens` }).check(
    z.minimum(0, { error: `${what} cannot be negative` }),
    z.maximum(MAX_PRICE_PER_MTOK, {
      error: `${what} is at most $${MAX_PRICE_PER_MTOK.toLocaleString('en-US')} per million tokens (no model costs that much: a typo?)`,
    }),
  )

/** One model's prices, per million tokens, with where they come from and the day they were taken. */
export const PriceSchema = z.object({
  /** The model's id as its provider writes it (`claude-sonnet-5-5`, `gpt-6-luna`). */
  model: z.string().check(z.minLength(1, { error: 'A price row needs a model name' }), z.maxLength(100)),
  input: dollars('Input price'),
  /** What a cache hit costs: tokens of a prefix the provider has seen in a recent call. */
  cachedInput: dollars('Cached input price'),
  output: dollars('Output price'),
  /**
   * What writing a token to the cache costs for 5 minutes and for 1 hour, and the shortest prompt cached (tokens).
   * Absent: the provider's terms in `CACHE_TERMS` for this model, else the input price and no minimum.
   */
  cacheWrite5m: z.optional(dollars('5-minute cache write price')),
  cacheWrite1h: z.optional(dollars('1-hour cache write price')),
  minCacheTokens: z.optional(wholeNumber('Minimum cacheable prompt', 'tokens', 0, 10_000_000)),
  /** The page the numbers were read from (empty for a row the user added). */
  source: z._default(z.string().check(z.maxLength(300)), ''),
  /** The day they were read, `YYYY-MM-DD` (empty for a row the user added). */
  taken: z._default(z.string().check(z.maxLength(40)), ''),
})
export type Price = z.infer<typeof PriceSchema>

/**
 * Tokens and dollars over a session (ours; issue 13 §3): the session repeats the scenario's turn `turns` times,
 * each LLM call resending the history so far, priced with one row of `prices`.
 */
export const CostSchema = z.object({
  /** Turns in the session; each is the scenario's batches again (its user message, its tool calls). */
  turns: z._default(wholeNumber('Turns', 'turns', 1, 200), 10),
  /** The price row used (its `model`). */
  model: z._default(z.string().check(z.maxLength(100)), 'claude-sonnet-5-5'),
  /** Tokens the model writes in a call that asks for tools (the tool calls' JSON). */
  toolCallTokens: z._default(wholeNumber('Tool-call output', 'tokens', 0, 1_000_000), 150),
  /** Tokens of the reply that ends each turn. */
  replyTokens: z._default(wholeNumber('Reply', 'tokens', 0, 1_000_000), 400),
  prices: z._default(z.array(PriceSchema).check(z.maxLength(50)), () => defaultPrices()),
})
export type Cost = z.infer<typeof CostSchema>

const ANTHROPIC = 'https://platform.claude.com/docs/en/about-claude/models'
const OPENAI = 'https://developers.openai.com/api/docs/models'
const TAKEN = '2026-11-25'

/**
 * The providers' public list prices (standard tier, short context), taken by hand from their model pages on the
 * day written beside each row, never fetched at run time; long-context and regional surcharges are left out.
 * Cache write prices and minimum lengths are not stored here (a link's frozen defaults hold these rows as they
 * were): `CACHE_TERMS` gives them per model, with their own page and date.
 * @example defaultPrices()[0].model === 'claude-sonnet-5-5'
 */
export function defaultPrices(): Price[] {
  return [
    {
      model: 'claude-sonnet-5-5',
      input: 2,
      cachedInput: 0.2,
      output: 10,
      source: `${ANTHROPIC}/sonnet-5-5`,
      taken: TAKEN,
    },
    {
      model: 'claude-opus-5-5',
      input: 4,
      cachedInput: 0.2,
      output: 20,
      source: `${ANTHROPIC}/opus-5-5`,
      taken: TAKEN,
    },
    {
      model: 'claude-haiku-4-5',
      input: 1,
      cachedInput: 0.1,
      output: 5,
      source: `${ANTHROPIC}/haiku-4-5`,
      taken: TAKEN,
    },
    {
      model: 'gpt-6.2-sol',
      input: 2,
      cachedInput: 0.1,
      output: 10,
      source: `${OPENAI}/gpt-6.2-sol`,
      taken: TAKEN,
    },
    {
      model: 'gpt-6-luna',
      input: 0.1,
      cachedInput: 0.01,
      output: 0.5,
      source: `${OPENAI}/gpt-6-luna`,
      taken: TAKEN,
    },
    {
      model: 'qwen3:8b (local)',
      input: 0,
      cachedInput: 0,
      output: 0,
      source: 'Seed 004 runs qwen3:8b on its own machine (Ollama): no price per token',
      taken: TAKEN,
    },
  ]
}

/**
 * The session settings a scenario without a `cost` section opens on (the schema's defaults): 10 turns priced as
 * Claude Sonnet 5.5.
 * @example defaultCost().turns === 10
 */
export const defaultCost = (): Cost => CostSchema.parse({})
