import { isRecord } from './is-record.ts'
import { describeJsonError } from './json-error.ts'
import { hasJsonProblem, MAX_JSON_DEPTH, parseJson } from './parse-json.ts'

export { MAX_JSON_DEPTH } from './parse-json.ts'

/** `syntax`: not JSON at all; `too-deep` and `not-finite`: JSON this app refuses (see `jsonValueProblem`). */
export type JsonRead =
  | { ok: true; value: unknown }
  | { ok: false; kind: 'syntax' | JsonValueProblem['kind']; message: string }

/** What makes a parsed JSON value unusable, and where (`$.a[0].b`). */
export type JsonValueProblem =
  | { kind: 'too-deep'; path: string; maxDepth: number }
  | { kind: 'not-finite'; path: string; value: number }

/**
 * Parses JSON text as every reader of files, links, transcripts and pastes does: a leading byte-order mark is
 * allowed (a file saved with one is still JSON to its author), a syntax error names its line and column,
 * nesting past `maxDepth` is refused with the path where it goes too deep, and so is a number too large for a
 * double (`1e999`, which `JSON.parse` silently reads as Infinity).
 * @example readJson('{"a": x}') → { ok: false, message: "not valid JSON: Unexpected token 'x' (line 1, column 7)" }
 * @example readJson('{"n": 1e999}') → { ok: false, message: 'the number at $.n is too large for a number (it reads as Infinity)' }
 */
export function readJson(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonRead {
  const parsed = parseJson(text)
  if ('error' in parsed)
    return { ok: false, kind: 'syntax', message: describeJsonError(parsed.error, parsed.body) }
  const problem = jsonValueProblem(parsed.value, maxDepth)
  return problem === null
    ? { ok: true, value: parsed.value }
    : { ok: false, kind: problem.kind, message: describeJsonValueProblem(problem) }
}

/**
 * One sentence for a problem `jsonValueProblem` found, naming its path and the limit.
 * @example describeJsonValueProblem({ kind: 'too-deep', path: '$.a', maxDepth: 200 }) === 'JSON nested more than 200 levels deep, at $.a'
 */
export function describeJsonValueProblem(problem: JsonValueProblem): string {
  return problem.kind === 'too-deep'
    ? `JSON nested more than ${problem.maxDepth} levels deep, at ${problem.path}`
    : Number.isNaN(problem.value)
      ? `the number at ${problem.path} is not a number (NaN)`
      : `the number at ${problem.path} is too large for a number (it reads as ${problem.value > 0 ? '' : '-'}Infinity)`
}

/**
 * The first problem of an already-parsed value (from `JSON.parse`, a message between page and worker, or an
 * edit): nesting more than `maxDepth` levels, or a number that is not finite (NaN, ±Infinity). Iterative, so a
 * value of any depth is checked without recursion; a path shows its first and last steps only.
 * @example jsonValueProblem({ a: [[1]] }, 2) → { kind: 'too-deep', path: '$.a[0]', maxDepth: 2 }
 */
export function jsonValueProblem(value: unknown, maxDepth: number = MAX_JSON_DEPTH): JsonValueProblem | null {
  return walk(value, maxDepth, true)
}

/**
 * The path (`$.a[0].b…`) of the first value nested more than `maxDepth` levels down, or null.
 * @example tooDeepAt({ a: [[1]] }, 2) === '$.a[0]'
 */
export function tooDeepAt(value: unknown, maxDepth: number = MAX_JSON_DEPTH): string | null {
  return walk(value, maxDepth, false)?.path ?? null
}

function walk(value: unknown, maxDepth: number, finite: boolean): JsonValueProblem | null {
  return hasJsonProblem(value, maxDepth, finite) ? locate(value, maxDepth, finite) : null
}

/** The first problem in depth-first order, with the path to it. */
function locate(value: unknown, maxDepth: number, finite: boolean): JsonValueProblem | null {
  const stack: { v: unknown; depth: number; key: string | number; parent: number }[] = [
    { v: value, depth: 0, key: '$', parent: -1 },
  ]
  const seen: { key: string | number; parent: number }[] = []
  while (stack.length > 0) {
    const node = stack.pop() as (typeof stack)[number]
    if (typeof node.v === 'number') {
      if (!finite || Number.isFinite(node.v)) continue
      const index = seen.push({ key: node.key, parent: node.parent }) - 1
      return { kind: 'not-finite', path: pathOf(seen, index), value: node.v }
    }
    if (typeof node.v !== 'object' || node.v === null) continue
    const keys: (string | number)[] | null = Array.isArray(node.v)
      ? null
      : isRecord(node.v)
        ? Object.keys(node.v)
        : []
    const length = keys === null ? (node.v as unknown[]).length : keys.length
    if (length === 0) continue
    const index = seen.push({ key: node.key, parent: node.parent }) - 1
    if (node.depth >= maxDepth) return { kind: 'too-deep', path: pathOf(seen, index), maxDepth }
    const parent = node.v as Record<string | number, unknown>
    for (let i = length - 1; i >= 0; i--) {
      const key = keys === null ? i : (keys[i] as string)
      stack.push({ v: parent[key], depth: node.depth + 1, key, parent: index })
    }
  }
  return null
}

function pathOf(seen: readonly { key: string | number; parent: number }[], index: number): string {
  const keys: (string | number)[] = []
  for (let i = index; i >= 0; i = (seen[i] as { parent: number }).parent)
    keys.push((seen[i] as { key: string | number }).key)
  keys.reverse()
  const step = (k: string | number) =>
    typeof k === 'number'
      ? `[${k}]`
      : /^[A-Za-z_$][\w$]*$/.test(k)
        ? `.${k}`
        : `[${JSON.stringify(k.slice(0, 40))}]`
  const [root, ...rest] = keys
  const shown =
    rest.length > 10 ? [...rest.slice(0, 6).map(step), '…', ...rest.slice(-3).map(step)] : rest.map(step)
  return `${String(root)}${shown.join('')}`
}
