import { isRecord } from './is-record.ts'
import { describeJsonError } from './json-error.ts'

/**
 * How deep any JSON the app reads may nest. Real scenarios, transcripts and tool schemas stay far below it
 * (a JSON Schema rarely passes 20 levels); past it, recursive code (validation, structured clone between page and
 * worker, `JSON.stringify`) would overflow the stack, so input is refused where it is read, with its path.
 */
export const MAX_JSON_DEPTH = 200

export type JsonRead = { ok: true; value: unknown } | { ok: false; message: string }

/**
 * Parses JSON text as every reader of files, links, transcripts and pastes does: a leading byte-order mark is
 * allowed (a file saved with one is still JSON to its author), a syntax error names its line and column, and
 * nesting past `maxDepth` is refused with the path where it goes too deep.
 * @example readJson('{"a": x}') → { ok: false, message: "not valid JSON: Unexpected token 'x' (line 1, column 7)" }
 */
export function readJson(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonRead {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    return { ok: false, message: describeJsonError(error, body) }
  }
  const deep = tooDeepAt(value, maxDepth)
  return deep === null
    ? { ok: true, value }
    : { ok: false, message: `JSON nested more than ${maxDepth} levels deep, at ${deep}` }
}

/**
 * The path (`$.a[0].b…`) of the first value nested more than `maxDepth` levels down, or null. Iterative, so a
 * value of any depth is checked without recursion; the path shows its first and last steps only.
 * @example tooDeepAt({ a: [[1]] }, 2) === '$.a[0]'
 */
export function tooDeepAt(value: unknown, maxDepth: number = MAX_JSON_DEPTH): string | null {
  const stack: { v: unknown; depth: number; key: string | number; parent: number }[] = [
    { v: value, depth: 0, key: '$', parent: -1 },
  ]
  const seen: { key: string | number; parent: number }[] = []
  while (stack.length > 0) {
    const node = stack.pop() as (typeof stack)[number]
    const index = seen.push({ key: node.key, parent: node.parent }) - 1
    const children: [string | number, unknown][] = Array.isArray(node.v)
      ? node.v.map((c, i) => [i, c])
      : isRecord(node.v)
        ? Object.entries(node.v)
        : []
    if (children.length === 0) continue
    if (node.depth >= maxDepth) return pathOf(seen, index)
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, v] = children[i] as [string | number, unknown]
      stack.push({ v, depth: node.depth + 1, key, parent: index })
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
    rest.length > 8 ? [...rest.slice(0, 4).map(step), '…', ...rest.slice(-3).map(step)] : rest.map(step)
  return `${String(root)}${shown.join('')}`
}
