/**
 * Gemini CLI's tool-output cut (`formatTruncatedToolOutput`, packages/core/src/utils/fileUtils.ts:704-724 at
 * 5411f113): over `maxChars` chars, the first 20% and the last 80% of `maxChars`, under a line naming the file
 * the whole output was saved to. Counts are UTF-16 units, as JS `length` and `slice` are; numbers are written with
 * `toLocaleString()` (en-US grouping, as in its tests).
 * @example formatTruncatedToolOutput('abcdefghijklmnopqrstuvwxyz', '/tmp/out.txt', 10).includes('[16 characters omitted]')
 */
export function formatTruncatedToolOutput(content: string, outputFile: string, maxChars: number): string {
  if (content.length <= maxChars) return content
  const headChars = Math.floor(maxChars * 0.2)
  const tailChars = maxChars - headChars
  const omitted = content.length - headChars - tailChars
  return `${truncationHeader(headChars, tailChars, outputFile)}\n${content.slice(0, headChars)}\n\n${omittedLine(omitted)}\n\n${content.slice(-tailChars)}`
}

/** The line above a cut output. */
export const truncationHeader = (head: number, tail: number, file: string) =>
  `Output too large. Showing first ${head.toLocaleString('en-US')} and last ${tail.toLocaleString('en-US')} characters. For full output see: ${file}`

/** The line between head and tail. */
export const omittedLine = (n: number) => `... [${n.toLocaleString('en-US')} characters omitted] ...`

/** One entry of a Gemini history, as `findCompressSplitPoint` reads it. */
export interface GeminiContent {
  role: 'user' | 'model'
  parts?: readonly Record<string, unknown>[]
}

/** An entry as the split reads it: a plain user message or not, a model reply with a function call or not, its JSON chars. */
export interface SplitEntry {
  /** A user entry with no function response (a place the split may fall). */
  plainUser: boolean
  /** A model entry, and whether it calls a function. */
  model: boolean
  functionCall: boolean
  chars: number
}

/**
 * `findCompressSplitPoint` (chatCompressionService.ts:60-100) over sizes: the index of the oldest entry kept, the
 * first plain user entry at or past `fraction` of the history's chars; everything when the history ends on a model
 * reply without a function call; else the last plain user entry before.
 * @example splitPoint([{ plainUser: true, model: false, functionCall: false, chars: 10 }], 0.5) === 0
 */
export function splitPoint(entries: readonly SplitEntry[], fraction: number): number {
  if (fraction <= 0 || fraction >= 1) throw new Error('Fraction must be between 0 and 1')
  const target = entries.reduce((a, e) => a + e.chars, 0) * fraction
  let last = 0
  let cumulative = 0
  for (const [i, entry] of entries.entries()) {
    if (entry.plainUser) {
      if (cumulative >= target) return i
      last = i
    }
    cumulative += entry.chars
  }
  const end = entries[entries.length - 1]
  if (end?.model && !end.functionCall) return entries.length
  return last
}

/**
 * `findCompressSplitPoint` on Gemini `Content` entries, sized as it sizes them (`JSON.stringify(content).length`).
 * @example findCompressSplitPoint([{ role: 'user', parts: [{ text: 'Message 1' }] }], 0.5) === 0
 */
export const findCompressSplitPoint = (contents: readonly GeminiContent[], fraction: number): number =>
  splitPoint(
    contents.map((c) => ({
      plainUser: c.role === 'user' && !c.parts?.some((p) => !!p.functionResponse),
      model: c.role === 'model',
      functionCall: c.role === 'model' && !!c.parts?.some((p) => !!p.functionCall),
      chars: JSON.stringify(c).length,
    })),
    fraction,
  )
