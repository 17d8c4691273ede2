import { isRecord } from '../base/is-record.ts'
import type { BpeCore } from './piece-counter.ts'

/**
 * The one place that reaches into gpt-tokenizer's private parts. Its public API gives whole encodings and
 * counts; the engine also needs one length per token (for cuts in bytes) and, for speed, the split pattern,
 * the string → rank map and the rank of a byte string (see piece-counter.ts and heap-merge.ts). Those live on
 * the encoding's private `bytePairEncodingCoreProcessor` (a `BytePairEncodingCore`), so they are read here,
 * checked member by member, and nowhere else. `gpt-tokenizer.test.ts` is the contract: it fails, naming the
 * member, when the installed version is not the one this file was written against.
 */
export const GPT_TOKENIZER_VERSION = '4.0.0'

// A tool output is text: "<|endoftext|>" in it is read as those characters, not as a special token.
const PLAIN = { disallowedSpecial: new Set<string>() }

/** gpt-tokenizer's public encoding API, as the engine uses it (special tokens read as plain text). */
export interface PublicEncoding {
  encode(text: string): number[]
  countTokens(text: string): number
  /** The text's tokens one split piece at a time. */
  encodeGenerator(text: string): Generator<number[], number, undefined>
}

/** What the adapter reads from one encoding. */
export interface AdaptedEncoding {
  api: PublicEncoding
  /** Each token's text, or its bytes when they are not valid UTF-8 alone (the core's `decodeNativeGenerator`). */
  decodeOne(token: number): Uint8Array | string | undefined
  /** The BPE core's parts for the piece counter, or null when this version lacks one (then the public API counts). */
  core: BpeCore | null
}

interface PublicShape {
  encode(text: string, options: typeof PLAIN): number[]
  countTokens(text: string, options: typeof PLAIN): number
  encodeGenerator(text: string, options: typeof PLAIN): Generator<number[], number, undefined>
}

type Core = {
  tokenSplitRegex?: unknown
  bytePairStringRankEncoder?: unknown
  getBpeRankFromBytes?: unknown
  decodeNativeGenerator?: unknown
}

const hasMethods = (v: unknown, names: readonly string[]): boolean =>
  isRecord(v) && names.every((n) => typeof v[n] === 'function')

/**
 * Reads one of gpt-tokenizer's encodings (the default export of `gpt-tokenizer/encoding/<name>`). Throws, naming
 * what is missing and the version written against, when the public API or the per-token decoder is not where
 * version 4.0.0 keeps them; the piece counter's parts are optional (`core` is then null).
 * @example adaptEncoding('o200k_base', (await import('gpt-tokenizer/encoding/o200k_base')).default).api.countTokens('hello world') === 2
 */
export function adaptEncoding(name: string, encoding: unknown): AdaptedEncoding {
  const where = `gpt-tokenizer's ${name} (written against ${GPT_TOKENIZER_VERSION})`
  if (!hasMethods(encoding, ['encode', 'countTokens', 'encodeGenerator']))
    throw new Error(`${where} has no encode, countTokens and encodeGenerator`)
  const pub = encoding as unknown as PublicShape
  const raw = (encoding as { bytePairEncodingCoreProcessor?: unknown }).bytePairEncodingCoreProcessor
  if (!isRecord(raw)) throw new Error(`${where} has no bytePairEncodingCoreProcessor to decode single tokens`)
  const core = raw as Core
  if (typeof core.decodeNativeGenerator !== 'function')
    throw new Error(`${where}: its BPE core has no decodeNativeGenerator to decode single tokens`)
  const decodeNative = core.decodeNativeGenerator as (
    tokens: Iterable<number>,
  ) => Iterator<Uint8Array | string>
  const fast =
    core.tokenSplitRegex instanceof RegExp &&
    core.bytePairStringRankEncoder instanceof Map &&
    typeof core.getBpeRankFromBytes === 'function'
  const rankOfBytes = core.getBpeRankFromBytes as (bytes: Uint8Array) => number | undefined
  return {
    api: {
      encode: (text) => pub.encode(text, PLAIN),
      countTokens: (text) => pub.countTokens(text, PLAIN),
      encodeGenerator: (text) => pub.encodeGenerator(text, PLAIN),
    },
    decodeOne: (token) => decodeNative.call(raw, [token]).next().value ?? undefined,
    core: fast
      ? {
          tokenSplitRegex: core.tokenSplitRegex as RegExp,
          bytePairStringRankEncoder: core.bytePairStringRankEncoder as Map<string, number>,
          rankOfBytes: (bytes) => rankOfBytes.call(raw, bytes),
        }
      : null,
  }
}
