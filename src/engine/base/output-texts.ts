import { sampleSlice } from './output-text.ts'
import type { Output } from './scenario-core.ts'

// Every generated sample is a prefix of one longer sample (numbered 80-char lines from line 1), so each is a
// slice of one master text, built once at the longest length asked for: V8 slices share the master's chars, so
// a thousand samples of different lengths cost one build, not a thousand. The slices themselves are kept by
// length, so later evaluations get the same string object, whose hash the text memos have already computed.
const KEEP = 1_000
const samples = new Map<number, string>()
let master = ''
const MAX_MASTER_CHARS = 64 * 1024 * 1024

function sampleText(chars: number): string {
  if (chars > master.length) {
    // Grown by at least doubling, so a run of ever-longer samples builds O(longest) chars in all.
    const length = Math.max(chars, Math.min(2 * master.length, MAX_MASTER_CHARS))
    master = sampleSlice(length, 0, length)
    samples.clear() // slices of the old master would keep it alive
  }
  return chars === master.length ? master : master.slice(0, chars)
}

/**
 * The whole text of an output; a generated sample's text is a slice of one shared master text, and the same
 * length gives the same string.
 * @example textOf({ kind: 'sample', chars: 100 }) === textOf({ kind: 'sample', chars: 100 }) // the same string
 */
export function textOf(output: Output): string {
  if (output.kind === 'text') return output.text
  let text = samples.get(output.chars)
  if (text === undefined) {
    text = sampleText(output.chars)
    if (samples.size >= KEEP) samples.delete(samples.keys().next().value as number)
    samples.set(output.chars, text)
  }
  return text
}
