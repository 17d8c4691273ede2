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

const META_LINE = /^request_more_tools\s*(?:\(([^)]*)\)|:([^#]*))?\s*(?:#\s*(.*))?$/

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
      const m = META_LINE.exec(line)
      if (!m) return { name: line.slice(0, 200), categories: [], reason: '' }
      return {
        name: REQUEST_MORE_TOOLS_NAME,
        categories: splitNames(m[1] ?? m[2] ?? ''),
        reason: m[3]?.trim() ?? '',
      }
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
