import {
  LARGE_TOOL_RESULTS_PREFIX,
  PREVIEW_HEAD_LINES,
  PREVIEW_LINE_CHARS,
  PREVIEW_TAIL_LINES,
} from './source.ts'

/**
 * Python's `str.splitlines()`: breaks at \n, \r\n, \r, \v, \f, \x1c-\x1e, \x85, \u2028 and \u2029, with no empty
 * line after a final break.
 * @example splitlines('a\r\nb\n') → ['a', 'b']
 */
export function splitlines(s: string): string[] {
  const lines: string[] = []
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    // \n \v \f \r, \x1c-\x1e, \x85, \u2028, \u2029: Python's line boundaries.
    if (!((c >= 0x0a && c <= 0x0d) || (c >= 0x1c && c <= 0x1e) || c === 0x85 || c === 0x2028 || c === 0x2029))
      continue
    lines.push(s.slice(start, i))
    if (c === 0x0d && s.charCodeAt(i + 1) === 0x0a) i++
    start = i + 1
  }
  if (start < s.length) lines.push(s.slice(start))
  return lines
}

/** The first `n` code points (Python's `line[:n]`). */
const headCodePoints = (s: string, n: number): string => {
  if (s.length <= n) return s
  let out = ''
  let count = 0
  for (const ch of s) {
    if (count++ >= n) break
    out += ch
  }
  return out
}

/**
 * `format_content_with_line_numbers` (backends/utils.py:190-240) on a list of lines no longer than its 5,000-char
 * chunk: each line's number right-aligned to the widest, two spaces, the line.
 * @example withLineNumbers(['a', 'b'], 9) === ' 9  a\n10  b'
 */
export function withLineNumbers(lines: readonly string[], start: number): string {
  const width = lines.length === 0 ? 0 : String(start + lines.length - 1).length
  return lines.map((line, i) => `${String(start + i).padStart(width)}  ${line}`).join('\n')
}

/**
 * `_create_content_preview` (_message_eviction.py:37-63 at 23b83ad5): the whole text's lines when there are at
 * most ten, else the first five and the last five (each cut to 1,000 chars), numbered, around
 * `... [N lines truncated] ...`.
 * @example contentPreview('a\nb') === '1  a\n2  b'
 */
export function contentPreview(
  content: string,
  head = PREVIEW_HEAD_LINES,
  tail = PREVIEW_TAIL_LINES,
): string {
  const lines = splitlines(content).map((l) => headCodePoints(l, PREVIEW_LINE_CHARS))
  if (lines.length <= head + tail) return withLineNumbers(lines, 1)
  return (
    withLineNumbers(lines.slice(0, head), 1) +
    `\n... [${lines.length - head - tail} lines truncated] ...\n` +
    withLineNumbers(lines.slice(-tail), lines.length - tail + 1)
  )
}

/**
 * `sanitize_tool_call_id`: `.`, `/` and `\` become `_`.
 * @example sanitizeToolCallId('a.b/c') === 'a_b_c'
 */
export const sanitizeToolCallId = (id: string): string => id.replace(/[./\\]/g, '_')

/**
 * `TOO_LARGE_TOOL_MSG` filled in (_message_eviction.py:25-34): where the result was saved, how to read it, and
 * the preview.
 * @example evictedMessage('c1', 'x').startsWith('Tool result too large, the result of this tool call c1 was saved') === true
 */
export function evictedMessage(toolCallId: string, content: string): string {
  const path = `${LARGE_TOOL_RESULTS_PREFIX}/${sanitizeToolCallId(toolCallId)}`
  return `Tool result too large, the result of this tool call ${toolCallId} was saved in the filesystem at this path: ${path}

You can read the result from the filesystem by using the read_file tool, but make sure to only read part of the result at a time.

You can do this by specifying an offset and limit in the read_file tool call. For example, to read the first 100 lines, you can use the read_file tool with offset=0 and limit=100.

Here is a preview showing the head and tail of the result (lines of the form \`... [N lines truncated] ...\` indicate omitted lines in the middle of the content):

${contentPreview(content)}
`
}
