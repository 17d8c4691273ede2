// The end-of-line result marks and the seed's EMIT line of the action log's text form, scanned by hand in one
// pass each (the regexes they replace backtracked quadratically on runs of spaces).

const RESULT_WORDS = new Set(['fail', 'failed', 'error', 'pass', 'passed', 'ok'])
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff

/** The end of `text` with trailing whitespace left out. */
function trimmedEnd(text: string, from = text.length): number {
  let end = from
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--
  return end
}

/**
 * `[fail]`, `[failed]`, `[error]`, `-> fail`, `→ FAIL` at the end of a line (`[pass]`/`[ok]` are dropped): the
 * word and where the marker starts (spaces before it included), or null. Scanned from the end, once: the regex it
 * replaces (`\s*(?:\[…\]|(?:->|→)\s*…)\s*$`) tried every start in a run of spaces, quadratic on `Read` + spaces.
 * @example resultMark('Verify pytest -> FAIL') → { word: 'FAIL', index: 13 }
 */
export function resultMark(text: string): { word: string; index: number } | null {
  const end = trimmedEnd(text)
  let start: number
  if (text.charCodeAt(end - 1) === 93) {
    start = text.lastIndexOf('[', end - 1)
    if (start === -1 || !RESULT_WORDS.has(text.slice(start + 1, end - 1).toLowerCase())) return null
    return { word: text.slice(start + 1, end - 1), index: trimmedEnd(text, start) }
  }
  start = end
  while (start > 0 && /[A-Za-z]/.test(text[start - 1] as string) && end - start < 7) start--
  const word = text.slice(start, end)
  if (!RESULT_WORDS.has(word.toLowerCase())) return null
  const arrow = trimmedEnd(text, start)
  if (text.endsWith('->', arrow)) return { word, index: trimmedEnd(text, arrow - 2) }
  if (text.endsWith('→', arrow)) return { word, index: trimmedEnd(text, arrow - 1) }
  return null
}

/**
 * The action of the seed's own tracking line, pasted back: `EMIT: "Budget: 3/7, Action: Edit src/a.py"`, or
 * null. Scanned once; the regex it replaces (`Budget:\s*[^,]*,`) was quadratic on `Budget:` + spaces.
 * @example emitAction('EMIT: "Budget: 3/7, Action: Edit src/a.py"') === 'Edit src/a.py'
 */
export function emitAction(text: string): string | null {
  let i = 0
  const skipSpaces = () => {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++
  }
  if (text.startsWith('EMIT:')) {
    i = 5
    skipSpaces()
  }
  if (text[i] === '"') i++
  if (!text.startsWith('Budget:', i)) return null
  const comma = text.indexOf(',', i + 7)
  if (comma === -1) return null
  i = comma + 1
  skipSpaces()
  if (!text.startsWith('Action:', i)) return null
  i += 7
  skipSpaces()
  let end = trimmedEnd(text)
  if (end > i && text[end - 1] === '"') end--
  return text.slice(i, Math.max(i, end))
}
