import { REQUEST_MORE_TOOLS_NAME } from './limits.ts'
import type { ScriptedCall } from './schema.ts'

/**
 * A list of names as a person types it: commas or new lines between them, blanks dropped, order kept.
 * @example splitNames('projects, github\n\nweb') → ['projects', 'github', 'web']
 */
export function splitNames(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

const isSpace = (c: string | undefined) => c !== undefined && c.trim() === '' && c !== ''

/**
 * `request_more_tools(a, b) # why` or `request_more_tools: a, b # why` read in one pass: its categories' text
 * and reason, or null for any other line. (The regex it replaces was quadratic on a `:` and a run of spaces.)
 */
function metaLine(line: string): { categories: string; reason: string } | null {
  const name = 'request_more_tools'
  if (!line.startsWith(name)) return null
  let i = name.length
  while (isSpace(line[i])) i++
  let categories = ''
  if (line[i] === '(') {
    const close = line.indexOf(')', i + 1)
    if (close === -1) return null
    categories = line.slice(i + 1, close)
    i = close + 1
  } else if (line[i] === ':') {
    const hash = line.indexOf('#', i + 1)
    const end = hash === -1 ? line.length : hash
    categories = line.slice(i + 1, end)
    i = end
  }
  while (isSpace(line[i])) i++
  if (i === line.length) return { categories, reason: '' }
  return line[i] === '#' ? { categories, reason: line.slice(i + 1).trim() } : null
}

/**
 * One scripted LLM response as typed, one call per line: `request_more_tools(github, web) # reason` (or
 * `request_more_tools: github`) is the meta tool, any other line a regular tool's name (at most 200 chars).
 * Blank lines are skipped; no calls at all is the model's plain answer.
 * @example parseScriptedCalls('request_more_tools(github) # wrong class\ncreate_issue') → [{ name: 'request_more_tools', categories: ['github'], reason: 'wrong class' }, { name: 'create_issue', categories: [], reason: '' }]
 */
export function parseScriptedCalls(text: string): ScriptedCall[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((line) => {
      const m = metaLine(line)
      if (!m) return { name: line.slice(0, 200), categories: [], reason: '' }
      return { name: REQUEST_MORE_TOOLS_NAME, categories: splitNames(m.categories), reason: m.reason }
    })
}

/**
 * The calls as `parseScriptedCalls` reads them back, one a line.
 * @example showScriptedCalls([{ name: 'request_more_tools', categories: ['web'], reason: '' }]) === 'request_more_tools(web)'
 */
export function showScriptedCalls(calls: readonly ScriptedCall[]): string {
  return calls
    .map((c) =>
      c.name === REQUEST_MORE_TOOLS_NAME
        ? `request_more_tools(${c.categories.join(', ')})${c.reason ? ` # ${c.reason}` : ''}`
        : c.name,
    )
    .join('\n')
}
