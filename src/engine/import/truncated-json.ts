import { lineColumnAt } from '../base/json-error.ts'
import { readJson } from '../base/read-json.ts'

/** What was read of a JSON text that ends too soon: the value of its complete part, and where it was cut. */
export interface Salvaged {
  value: unknown
  /** Where the text ends (line and column of its end). */
  endsAt: { line: number; column: number }
  /** The last line whose content was kept whole. */
  keptThrough: number
}

/**
 * Reads the complete part of a JSON text that was cut off (a copy stopped short, a log line truncated): the text
 * up to the last comma or closing bracket outside a string, closed with the brackets still open. Nothing is
 * invented: the item cut in half is left out, and the caller says so. Null when no complete item precedes the
 * cut, or the text is broken somewhere other than its end. Linear in the text; only run after `JSON.parse` failed.
 * @example salvageTruncatedJson('[{"a": 1}, {"b"')?.value → [{ a: 1 }]
 */
export function salvageTruncatedJson(text: string): Salvaged | null {
  const stack: number[] = []
  let inString = false
  let cut = -1
  let closers = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) stack.push(c)
    else if (c === 0x7d || c === 0x5d) {
      stack.pop()
      if (stack.length === 0) return null // a whole value ended: the text is broken after it, not cut
      cut = i + 1
      closers = closersOf(stack)
    } else if (c === 0x2c && stack.length > 0) {
      cut = i
      closers = closersOf(stack)
    }
  }
  if (cut < 0) return null
  const read = readJson(text.slice(0, cut) + closers)
  if (!read.ok) return null
  return {
    value: read.value,
    endsAt: lineColumnAt(text, text.length),
    keptThrough: lineColumnAt(text, cut).line,
  }
}

function closersOf(stack: readonly number[]): string {
  let out = ''
  for (let i = stack.length - 1; i >= 0; i--) out += stack[i] === 0x7b ? '}' : ']'
  return out
}
