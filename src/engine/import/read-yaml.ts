import { type Document, parseAllDocuments, type YAMLError } from 'yaml'
import { lineColumnAt } from '../base/json-error.ts'
import { jsonValueProblem, MAX_JSON_DEPTH } from '../base/read-json.ts'
import { IMPORT_LIMITS } from './limits.ts'
import type { ImportError, Note } from './types.ts'

export type YamlRead = { ok: true; value: unknown; notes: Note[] } | { ok: false; error: ImportError }

const isSpace = (c: string | undefined) => c === ' ' || c === '\t'

/**
 * Where flow collections (`[`, `{`) first nest deeper than `max`, as an offset, or null. One pass that skips
 * quoted scalars and comments, and counts a bracket in block context only where a flow collection can start (a
 * line's first item, after `: ` or `- `): the parser recurses once per level and overflows the stack near 800.
 */
function flowTooDeep(text: string, max: number): number | null {
  let depth = 0
  let tokenStart = true // at a place where a collection or a quoted scalar may begin
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (c === '\n') {
      if (depth === 0) tokenStart = true
      continue
    }
    if (isSpace(c) || c === '\r') continue
    if (c === '#' && (i === 0 || isSpace(text[i - 1]) || text[i - 1] === '\n')) {
      const end = text.indexOf('\n', i)
      if (end === -1) return null
      i = end - 1
      continue
    }
    if ((c === '"' || c === "'") && tokenStart) {
      // A quoted scalar: `\"` escapes in double quotes, `''` in single ones.
      for (i++; i < text.length; i++) {
        if (c === '"' && text[i] === '\\') i++
        else if (text[i] === c) {
          if (c === "'" && text[i + 1] === "'") i++
          else break
        }
      }
      tokenStart = false
      continue
    }
    if ((c === '[' || c === '{') && (tokenStart || depth > 0)) {
      depth++
      if (depth > max) return i
      tokenStart = true
      continue
    }
    if ((c === ']' || c === '}') && depth > 0) {
      depth--
      tokenStart = false
      continue
    }
    // After `: `, `- `, `? ` and (in a flow) `,` a value starts; anything else is inside a plain scalar.
    const next = text[i + 1]
    tokenStart =
      ((c === ':' || c === '-' || c === '?') && (next === undefined || isSpace(next) || next === '\n')) ||
      (depth > 0 && (c === ',' || c === ':'))
  }
  return null
}

const where = (e: YAMLError) => {
  const pos = e.linePos?.[0]
  return pos ? { text: ` (line ${pos.line}, column ${pos.col})`, line: pos.line, column: pos.col } : null
}

/** The library's first line of a message, without the position it appends (we add ours). */
const firstLine = (message: string) =>
  (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').slice(0, 120)

/** A warning of the library (an unknown tag, say) as a note: it never reaches a console or stderr. */
function warningNotes(docs: readonly Document[]): Note[] {
  return docs.flatMap((d) =>
    d.warnings.map((w) => {
      const at = where(w)
      return {
        kind: 'unsupported block' as const,
        where: at ? `line ${at.line}, column ${at.column}` : '',
        ...(at ? { line: at.line } : {}),
        message: `The YAML says: ${firstLine(w.message)}${at?.text ?? ''}; read as plain data.`,
      }
    }),
  )
}

/**
 * Reads YAML (YAML 1.1, as PyYAML writes cassettes) with the maintained `yaml` package: aliases bounded, flow
 * nesting past `MAX_JSON_DEPTH` refused before parsing (as JSON's is, with where), block nesting refused after,
 * several documents read as a list, and the library's warnings (unknown tags) returned as notes. Never throws.
 * @example readYaml('interactions: []') → { ok: true, value: { interactions: [] }, notes: [] }
 */
export function readYaml(text: string): YamlRead {
  const deep = flowTooDeep(text, MAX_JSON_DEPTH)
  if (deep !== null) {
    const { line, column } = lineColumnAt(text, deep)
    return {
      ok: false,
      error: {
        kind: 'not yaml',
        message: `refused: YAML nested more than ${MAX_JSON_DEPTH} levels deep, at line ${line}, column ${column}`,
        line,
        column,
      },
    }
  }
  const options = { schema: 'yaml-1.1' as const, logLevel: 'silent' as const }
  const toJs = { maxAliasCount: IMPORT_LIMITS.maxYamlAliases }
  try {
    const docs = parseAllDocuments(text, options)
    const list = Array.isArray(docs) ? docs : [docs]
    const error = list.flatMap((d) => d.errors)[0]
    if (error) {
      const at = where(error)
      return {
        ok: false,
        error: {
          kind: 'not yaml',
          message: `not valid YAML: ${firstLine(error.message)}${at?.text ?? ''}`,
          ...(at ? { line: at.line, column: at.column } : {}),
        },
      }
    }
    const values = list.map((d) => d.toJS(toJs))
    const value = values.length === 0 ? null : values.length === 1 ? values[0] : values
    const problem = jsonValueProblem(value)
    if (problem?.kind === 'too-deep')
      return {
        ok: false,
        error: {
          kind: 'not yaml',
          message: `refused: YAML nested more than ${MAX_JSON_DEPTH} levels deep, at ${problem.path.slice(0, 80)}`,
        },
      }
    return { ok: true, value, notes: warningNotes(list) }
  } catch (error) {
    // An alias bomb (ReferenceError from toJS), or a stack the scan above did not foresee.
    const message = error instanceof Error ? error.message : String(error)
    const deepStack = error instanceof RangeError
    return {
      ok: false,
      error: {
        kind: 'not yaml',
        message: deepStack
          ? 'refused: YAML nested too deep to read'
          : `not valid YAML: ${firstLine(message)}`,
      },
    }
  }
}
