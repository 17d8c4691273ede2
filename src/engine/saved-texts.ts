import { isRecord } from './base/is-record.ts'

/** Where a value sits in a scenario: keys and array indices from the root, e.g. `['batches', 0, 'calls', 1, 'output', 'text']`. */
export type ValuePath = readonly (string | number)[]

/** A long text taken out of a scenario (kept elsewhere, such as IndexedDB), with the place it goes back to. */
export interface PlacedText {
  path: ValuePath
  text: string
}

/** Keys that must never be followed or written while placing texts: they would reach a prototype. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Splits every string of at least `minChars` chars out of a JSON-like value: returns a copy whose long strings
 * are empty (`""`), and each long string with its path. Strings under a key `placeTexts` never follows (such as
 * `__proto__`) stay in place. Objects on no path to a long string are shared, not copied; the input is never
 * mutated. The inverse of `placeTexts`.
 * @example separateTexts({ a: 'xxxx', b: 'y' }, 3) → { value: { a: '', b: 'y' }, texts: [{ path: ['a'], text: 'xxxx' }] }
 */
export function separateTexts<T>(value: T, minChars: number): { value: T; texts: PlacedText[] } {
  const texts: PlacedText[] = []
  const copy = (v: unknown, path: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      if (v.length < minChars) return v
      texts.push({ path: [...path], text: v })
      return ''
    }
    if (Array.isArray(v)) {
      let out: unknown[] | null = null
      for (let i = 0; i < v.length; i++) {
        path.push(i)
        const next = copy(v[i], path)
        path.pop()
        if (next !== v[i]) {
          out ??= v.slice()
          out[i] = next
        }
      }
      return out ?? v
    }
    if (isRecord(v)) {
      let out: Record<string, unknown> | null = null
      for (const key of Object.keys(v)) {
        if (UNSAFE_KEYS.has(key)) continue // left in place: `placeTexts` never follows such a key
        path.push(key)
        const next = copy(v[key], path)
        path.pop()
        if (next !== v[key]) {
          out ??= { ...v }
          out[key] = next
        }
      }
      return out ?? v
    }
    return v
  }
  // Scenario values are bounded in depth where they are read (MAX_JSON_DEPTH), so recursion here stays shallow.
  return { value: copy(value, []) as T, texts }
}

export type PlaceResult = { ok: true; value: unknown } | { ok: false; message: string }

const describePath = (path: ValuePath) =>
  `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`

/**
 * Puts texts kept apart back into a parsed scenario file: each path must lead, through own keys and array
 * indices, to a string (the empty placeholder `separateTexts` left). Copies only along the paths; the input is
 * never mutated. A path that does not fit (a hostile or damaged saved copy) is refused with its place.
 * @example placeTexts({ a: '' }, [{ path: ['a'], text: 'xxxx' }]) → { ok: true, value: { a: 'xxxx' } }
 */
export function placeTexts(json: unknown, texts: readonly PlacedText[]): PlaceResult {
  let root = json
  for (const { path, text } of texts) {
    if (path.length === 0) return { ok: false, message: 'a kept text has an empty path' }
    const placed = placeOne(root, path, text)
    if (placed === null) return { ok: false, message: `a kept text does not fit at ${describePath(path)}` }
    root = placed
  }
  return { ok: true, value: root }
}

function placeOne(node: unknown, path: ValuePath, text: string): unknown | null {
  const [key, ...rest] = path
  if (key === undefined) return typeof node === 'string' ? text : null
  if (typeof key === 'number') {
    if (!Array.isArray(node) || !Number.isInteger(key) || key < 0 || key >= node.length) return null
    const child = placeOne(node[key], rest, text)
    if (child === null) return null
    const out = node.slice()
    out[key] = child
    return out
  }
  if (!isRecord(node) || UNSAFE_KEYS.has(key) || !Object.hasOwn(node, key)) return null
  const child = placeOne(node[key], rest, text)
  return child === null ? null : { ...node, [key]: child }
}
