import { outputText } from '../output-text.ts'
import type { Output } from '../scenario.ts'

// A generated sample is rebuilt from its length alone, and seed 002's truncation and the strategy comparison both
// read every output on every evaluation: keep the last few samples, so an evaluation after a slider move neither
// builds them again nor hashes a fresh copy of each in the text memos (the same string object hits at once).
const KEEP = 16
const samples = new Map<number, string>()

/**
 * The whole text of an output; a generated sample's text is built once and shared by later calls.
 * @example textOf({ kind: 'sample', chars: 100 }) === textOf({ kind: 'sample', chars: 100 }) // the same string
 */
export function textOf(output: Output): string {
  if (output.kind === 'text') return output.text
  let text = samples.get(output.chars)
  if (text === undefined) {
    text = outputText(output)
    if (samples.size >= KEEP) samples.delete(samples.keys().next().value as number)
    samples.set(output.chars, text)
  }
  return text
}
