/**
 * Why `JSON.parse` rejected a file, and where. V8 names a position for some errors ("at position 14") but not
 * for an unexpected token (`Unexpected token 'x', "…" is not valid JSON`), the commonest hand-editing mistake,
 * so the offset comes from our own scan of the text against the JSON grammar (RFC 8259), which runs only after
 * a parse has failed.
 */

/** 1-based line and column of the char at `offset`; a line ends at `\n`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length))
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line += 1
    lineStart = i + 1
  }
  return { line, column: end - lineStart + 1 }
}

const isWhitespace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c)

/**
 * Offset of the first char where `text` stops being JSON (`text.length` when it ends too soon), or null when it
 * is valid. Iterative, so deeply nested input cannot overflow the stack.
 * @example locateJsonError('{"a": x}') === 6
 */
export function locateJsonError(text: string): number | null {
  const n = text.length
  let i = 0
  const stack: string[] = []
  const skipWhitespace = () => {
    while (i < n && isWhitespace(text.charCodeAt(i))) i++
  }
  const digits = () => {
    const start = i
    while (i < n && isDigit(text.charCodeAt(i))) i++
    return i > start
  }
  const string = (): boolean => {
    i++ // the opening quote
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 0x22) {
        i++
        return true
      }
      if (c < 0x20) return false
      if (c !== 0x5c) {
        i++
        continue
      }
      const e = text[i + 1]
      if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2
      else if (e === 'u' && [2, 3, 4, 5].every((k) => isHex(text[i + k]))) i += 6
      else return false
    }
    return false
  }
  const number = (): boolean => {
    if (text[i] === '-') i++
    if (text[i] === '0') i++
    else if (!digits()) return false
    if (text[i] === '.') {
      i++
      if (!digits()) return false
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++
      if (text[i] === '+' || text[i] === '-') i++
      if (!digits()) return false
    }
    return true
  }
  const literal = (): boolean => {
    const word = ['true', 'false', 'null'].find((w) => w[0] === text[i])
    if (!word) return false
    for (const ch of word) {
      if (text[i] !== ch) return false
      i++
    }
    return true
  }
  const key = (): boolean => {
    skipWhitespace()
    if (text[i] !== '"' || !string()) return false
    skipWhitespace()
    if (text[i] !== ':') return false
    i++
    return true
  }

  for (;;) {
    skipWhitespace()
    const c = text[i]
    if (c === '{' || c === '[') {
      i++
      skipWhitespace()
      if (text[i] === (c === '{' ? '}' : ']')) i++
      else {
        stack.push(c)
        if (c === '{' && !key()) return i
        continue
      }
    } else if (c === '"' ? !string() : c === '-' || isDigit(text.charCodeAt(i)) ? !number() : !literal()) {
      return i
    }
    // After a value: close containers until a comma asks for the next value, or the text ends.
    for (;;) {
      skipWhitespace()
      const top = stack.at(-1)
      if (top === undefined) return i < n ? i : null
      const d = text[i]
      if (d === ',') {
        i++
        if (top === '{' && !key()) return i
        break
      }
      if (d !== (top === '{' ? '}' : ']')) return i
      i++
      stack.pop()
    }
  }
}

const NOT_VALID = ' is not valid JSON'

/** Where `, "…" is not valid JSON` (V8's echo of the input) starts at the end of `message`, or -1. */
function echoStart(message: string): number {
  if (!message.endsWith(NOT_VALID)) return -1
  let end = message.length - NOT_VALID.length
  if (message.endsWith('...', end)) end -= 3
  if (message[end - 1] !== '"') return -1
  const plain = message.indexOf(', "')
  const cut = message.indexOf(', ..."')
  const start = plain === -1 ? cut : cut === -1 ? plain : Math.min(plain, cut)
  return start !== -1 && start < end - 1 ? start : -1
}

/** Where ` in JSON at position 12…` (or ` at position 12…`) starts, or -1. */
function positionStart(message: string): number {
  for (let at = message.indexOf('at position '); at !== -1; at = message.indexOf('at position ', at + 1)) {
    const digit = message.charCodeAt(at + 12)
    if (digit < 48 || digit > 57) continue
    return message.endsWith('in JSON ', at) ? at - 8 : at
  }
  return -1
}

/** Where a final ` (line 3 column 7)` starts, or -1. */
function lineColumnStart(message: string): number {
  const end = message.trimEnd().length
  const open = message.lastIndexOf('(line ', end)
  return open !== -1 && /^\(line \d+ column \d+\)$/.test(message.slice(open, end)) ? open : -1
}

const cutAt = (message: string, at: number) => (at === -1 ? message : message.slice(0, at).trimEnd())

/**
 * V8's reason without the position it may append or its echo of the input (which can be megabytes long). Cut
 * with string searches, not regexes: one with `\s*…[\s\S]*$` was quadratic on a long message.
 */
function bareReason(message: string): string {
  let reason = cutAt(message, echoStart(message))
  reason = cutAt(reason, positionStart(reason))
  reason = cutAt(reason, lineColumnStart(reason))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control char in the reason would break the one line
  return reason.replace(/[\u0000-\u001f]/g, (ch) => JSON.stringify(ch).slice(1, -1))
}

/**
 * One line saying why `text` is not JSON and where, from the error `JSON.parse(text)` threw.
 * @example describeJsonError(new SyntaxError("Unexpected token 'x', \"{\"a\": x}\" is not valid JSON"), '{"a": x}') === "not valid JSON: Unexpected token 'x' (line 1, column 7)"
 */
export function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error)
  const v8Position = /at position (\d+)/.exec(message)
  const offset = locateJsonError(text) ?? (v8Position ? Number(v8Position[1]) : null)
  if (offset === null) return `not valid JSON: ${bareReason(message)}`
  const { line, column } = lineColumnAt(text, offset)
  return `not valid JSON: ${bareReason(message)} (line ${line}, column ${column})`
}
