/**
 * The app's one `JSON.parse`, and the quick check that a parsed value is one the app accepts. `read-json.ts`
 * builds every reader's sentence on these (line and column of a syntax error, the path of a refused value); this
 * module stays small so that the first page, whose readers only fall back when a read fails, carries no more.
 */

/**
 * How deep any JSON the app reads may nest. Real scenarios, transcripts and tool schemas stay far below it
 * (a JSON Schema rarely passes 20 levels); past it, recursive code (validation, structured clone between page and
 * worker, `JSON.stringify`) would overflow the stack, so input is refused where it is read, with its path.
 */
export const MAX_JSON_DEPTH = 200

/**
 * `JSON.parse` of `text` after a leading byte-order mark (a file saved with one is still JSON to its author):
 * the value, or the parser's error and the text it read.
 * @example parseJson('\uFEFF[1]') → { value: [1] }
 */
export function parseJson(text: string): { value: unknown } | { error: unknown; body: string } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  try {
    return { value: JSON.parse(body) }
  } catch (error) {
    return { error, body }
  }
}

/**
 * `readJson` without the reason: the same texts are accepted and refused (syntax, nesting past `maxDepth`, a
 * number that is not finite), but a refusal says nothing more. For readers that only fall back when a read fails,
 * such as the page's own saved records.
 * @example readJsonValue('{"a": x}') → { ok: false }
 */
export function readJsonValue(
  text: string,
  maxDepth: number = MAX_JSON_DEPTH,
): { ok: true; value: unknown } | { ok: false } {
  const parsed = parseJson(text)
  return 'error' in parsed || hasJsonProblem(parsed.value, maxDepth, true)
    ? { ok: false }
    : { ok: true, value: parsed.value }
}

/**
 * Whether `value` nests past `maxDepth` or (when `finite`) holds a number that is not finite: containers only go on the stack, with no path kept, so a 50 MB file of a
 * million objects is checked in a fraction of the time `locate` takes (it runs only when there is a problem).
 */
export function hasJsonProblem(value: unknown, maxDepth: number, finite: boolean): boolean {
  const values: unknown[] = [value]
  const depths: number[] = [0]
  const bad = (v: unknown) => finite && typeof v === 'number' && !Number.isFinite(v)
  if (bad(value)) return true
  while (values.length > 0) {
    const v = values.pop()
    const depth = depths.pop() as number
    if (typeof v !== 'object' || v === null) continue
    const children = Array.isArray(v) ? v : Object.values(v)
    if (children.length === 0) continue
    if (depth >= maxDepth) return true
    for (const child of children) {
      if (typeof child === 'object' && child !== null) {
        values.push(child)
        depths.push(depth + 1)
      } else if (bad(child)) return true
    }
  }
  return false
}
