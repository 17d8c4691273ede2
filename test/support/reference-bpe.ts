import cl100k from 'gpt-tokenizer/encoding/cl100k_base'
import o200k from 'gpt-tokenizer/encoding/o200k_base'

/**
 * The reference the engine's tokenizers are checked against: gpt-tokenizer 4.0.0's own encoders (special-token text
 * read as plain text, as the engine reads it) and its own byte-pair merge of one piece (the private
 * `bytePairEncodingCoreProcessor.bytePairMerge`, the loop tiktoken's `_byte_pair_merge` runs; O(n²) in the
 * piece's length, so tests keep the pieces they give it to a few thousand bytes).
 */
const PLAIN = { disallowedSpecial: new Set<string>() }

interface RawEncoding {
  encode(text: string, options: typeof PLAIN): number[]
  bytePairEncodingCoreProcessor: { bytePairMerge(bytes: Uint8Array): number[] }
}

export const REFERENCE_ENCODINGS = [
  ['o200k_base', o200k],
  ['cl100k_base', cl100k],
] as const

export function referenceEncode(encoding: unknown): (text: string) => number[] {
  const raw = encoding as RawEncoding
  return (text) => raw.encode(text, PLAIN)
}

export function referenceMerge(encoding: unknown): (bytes: Uint8Array) => number[] {
  const core = (encoding as RawEncoding).bytePairEncodingCoreProcessor
  return (bytes) => core.bytePairMerge(bytes)
}
