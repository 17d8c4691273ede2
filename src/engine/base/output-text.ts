import type { Output } from './scenario-core.ts'

const LINE_BODY = ' lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.\n'
/** Every sample line is `NNNNNN` + LINE_BODY: 80 chars, so the cut position can be read off the line number. */
const LINE_CHARS = 6 + LINE_BODY.length

function sampleLine(n: number): string {
  return String(n).padStart(6, '0') + LINE_BODY
}

/**
 * Chars `[start, end)` of the generated sample text of `chars` chars: numbered 80-char lines, so the cut point
 * is visible. Builds only the lines the range touches, so a 10 MB sample costs nothing until it is shown.
 * @example sampleSlice(100, 0, 10) === '000001 lor'
 */
export function sampleSlice(chars: number, start: number, end: number): string {
  const from = Math.max(0, Math.min(start, chars))
  const to = Math.max(from, Math.min(end, chars))
  if (to === from) return ''
  const firstLine = Math.floor(from / LINE_CHARS)
  const lastLine = Math.floor((to - 1) / LINE_CHARS)
  const parts: string[] = []
  for (let i = firstLine; i <= lastLine; i++) parts.push(sampleLine(i + 1))
  const offset = firstLine * LINE_CHARS
  return parts.join('').slice(from - offset, to - offset)
}

/** Length of an output in chars: UTF-16 code units, as JavaScript's `String.length` counts them (seed 003). */
export function outputLength(output: Output): number {
  return output.kind === 'text' ? output.text.length : output.chars
}

/** Chars `[start, end)` of an output, without building more of a generated sample than the range needs. */
export function outputSlice(output: Output, start: number, end: number): string {
  return output.kind === 'text' ? output.text.slice(start, end) : sampleSlice(output.chars, start, end)
}

/** The whole text of an output. */
export function outputText(output: Output): string {
  return outputSlice(output, 0, outputLength(output))
}
