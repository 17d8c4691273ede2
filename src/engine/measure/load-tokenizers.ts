import { type AdaptedEncoding, adaptEncoding } from './gpt-tokenizer.ts'
import type { EncodingId, Tokenizer, Tokenizers } from './measure.ts'
import { pieceTokenizer } from './piece-counter.ts'

/** What loading the tokenizers gave: those that loaded, and why each other one did not. */
export interface LoadedTokenizers {
  tokenizers: Tokenizers
  failures: Partial<Record<EncodingId, string>>
}

// Each encoding is its own chunk (o200k_base's ranks are about 2.4 MB): it is fetched when a measure first needs
// it, never with the page. What is read from it goes through the adapter (gpt-tokenizer.ts).
const IMPORTS: Record<EncodingId, () => Promise<unknown>> = {
  o200k_base: () => import('gpt-tokenizer/encoding/o200k_base').then((m) => m.default),
  cl100k_base: () => import('gpt-tokenizer/encoding/cl100k_base').then((m) => m.default),
}

// Every host (page, workers, Node) has TextEncoder; the engine's lib (ES2022, no DOM) does not declare it.
const { TextEncoder: Utf8Encoder } = globalThis as unknown as {
  TextEncoder: new () => { encode: (text: string) => Uint8Array }
}
const utf8 = new Utf8Encoder()

/** Wraps one of gpt-tokenizer's encodings (read through the adapter) as the engine's Tokenizer. */
export function tokenizerFrom(encoding: EncodingId, adapted: AdaptedEncoding): Tokenizer {
  const { api, decodeOne, core } = adapted
  const lengths = new Map<number, number>()
  const byteLength = (token: number): number => {
    let n = lengths.get(token)
    if (n === undefined) {
      const piece = decodeOne(token)
      if (piece === undefined) throw new Error(`${encoding} has no token ${token}`)
      n = typeof piece === 'string' ? utf8.encode(piece).length : piece.length
      lengths.set(token, n)
    }
    return n
  }
  // Counting and prefix cuts go through our piece tokenizer (same tokens, about twice as fast, see
  // piece-counter.ts) when the adapter found the core's parts; else through gpt-tokenizer's public API.
  const fast = core ? pieceTokenizer(core, (s) => utf8.encode(s)) : null
  return {
    encoding,
    count: fast ? fast.count : api.countTokens,
    encode: fast ? (text) => fast.encodeUpTo(text, Number.POSITIVE_INFINITY) : api.encode,
    encodeUpTo: fast
      ? fast.encodeUpTo
      : (text, n) => {
          const out: number[] = []
          for (const piece of api.encodeGenerator(text)) {
            for (const t of piece) out.push(t)
            if (out.length > n) break
          }
          return out
        },
    byteLengths: (tokens) => tokens.map(byteLength),
  }
}

const loaded = new Map<EncodingId, Promise<Tokenizer>>()

// A few lines of the kinds of text tools return (a compiler error, JSON, a stack frame, non-ASCII), about 8 KB.
const WARM_UP = `error[E0308]: mismatched types at src/main.rs:12:5 — expected \`u32\`, found \`&str\`
{"id": 42, "name": "Ünïcode ✓", "tags": ["a", "b"], "ok": false, "ms": 12.5}
    at Object.<anonymous> (/app/index.js:3:7)
`.repeat(40)

/**
 * Counts and encodes a short sample once as the tokenizer loads, so that the engine's first evaluation in
 * tokens (often of megabytes, while the user waits) does not also wait for the encoder's code to be compiled.
 * It costs about 8 ms of the load.
 */
function warmed(tokenizer: Tokenizer): Tokenizer {
  tokenizer.count(WARM_UP)
  tokenizer.byteLengths(tokenizer.encode(WARM_UP))
  return tokenizer
}

/**
 * Loads the tokenizers for `encodings` (each once; later calls reuse it). One that fails to load is named in
 * `failures`, and its measure falls back to an estimator. `importers` replaces the real imports (tests).
 */
export async function loadTokenizers(
  encodings: readonly EncodingId[],
  importers: Partial<Record<EncodingId, () => Promise<unknown>>> = {},
): Promise<LoadedTokenizers> {
  const result: LoadedTokenizers = { tokenizers: {}, failures: {} }
  await Promise.all(
    encodings.map(async (encoding) => {
      const custom = importers[encoding]
      let pending = custom ? undefined : loaded.get(encoding)
      if (!pending) {
        const load = custom ?? IMPORTS[encoding]
        pending = load().then((m) => warmed(tokenizerFrom(encoding, adaptEncoding(encoding, m))))
        if (!custom) loaded.set(encoding, pending)
      }
      try {
        result.tokenizers[encoding] = await pending
      } catch (error) {
        if (!custom) loaded.delete(encoding) // a later evaluation may try again
        result.failures[encoding] = error instanceof Error ? error.message : String(error)
      }
    }),
  )
  return result
}
