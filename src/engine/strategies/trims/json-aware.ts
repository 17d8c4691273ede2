import { readJson } from '../../base/read-json.ts'
import { thousands } from '../../tool-budgets/truncate.ts'
import type { Cut, TrimContext } from '../types.ts'
import { trimLineBoundary } from './line-boundary.ts'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The key that stands for an object's dropped keys; it sorts where they were, at the end. */
export const MORE_KEYS = '…'

/**
 * The value with every array cut to its first `k` items (then `"…N more items"`), every object to its first `k`
 * keys (then `"…": "N more keys"`), every string to `max(16, 32k)` chars (then `…N chars truncated…`).
 */
function prune(value: Json, k: number): Json {
  if (typeof value === 'string') {
    const limit = Math.max(16, 32 * k)
    if (value.length <= limit) return value
    let end = limit
    const c = value.charCodeAt(end - 1)
    if (c >= 0xd800 && c <= 0xdbff) end -= 1
    return `${value.slice(0, end)}…${thousands(value.length - end)} chars truncated…`
  }
  if (Array.isArray(value)) {
    const kept: Json[] = value.slice(0, k).map((v) => prune(v, k))
    if (value.length > k) kept.push(`…${thousands(value.length - k)} more items`)
    return kept
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
    const out: { [key: string]: Json } = {}
    for (const key of keys.slice(0, k)) out[key] = prune(value[key] as Json, k)
    if (keys.length > k) out[MORE_KEYS] = `${thousands(keys.length - k)} more keys`
    return out
  }
  return value
}

// The comparison trims the same output under three splits and every evaluation after a slider move: remember
// the parse (or why it failed) of the last few long texts, keyed by the text itself.
const PARSES_KEPT = 8
const LONG = 10_000
// The whole value re-serialised is kept with its parse: it is as long as the input, and each evaluation asks for
// it under three splits.
// So is the breadth found for each budget lately (by measure and indent): a slider step moves the budget a little,
// and the breadths found for the budgets on either side bracket the new one, so the search takes a render or
// two instead of twenty.
type Parse =
  | {
      ok: true
      value: Json
      whole?: { indent: string; text: string }
      breadths?: Map<string, { budget: number; k: number }[]>
    }
  | { ok: false; why: string }
const BREADTHS_KEPT = 32
const parses = new Map<string, Parse>()
const FIRST = /\S/

/** The output parsed as JSON, or why it is not JSON (a text not starting with `{` or `[` is not even tried). */
function parsed(text: string): Parse {
  const known = text.length >= LONG ? parses.get(text) : undefined
  if (known !== undefined) return known
  let result: Parse
  const first = FIRST.exec(text)?.[0]
  if (first !== '{' && first !== '[') result = { ok: false, why: 'it does not start with { or [' }
  else {
    // Bounded: pruning and re-serialising recurse, so JSON nested past the limit is cut as text.
    const read = readJson(text)
    result = read.ok ? { ok: true, value: read.value as Json } : { ok: false, why: read.message }
  }
  if (text.length >= LONG) {
    if (parses.size >= PARSES_KEPT) parses.delete(parses.keys().next().value as string)
    parses.set(text, result)
  }
  return result
}

/** The indent the original uses (two spaces, a tab…), or none for compact JSON. */
function indentOf(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text.slice(0, 10_000))
  return m ? (m[1] as string) : ''
}

/**
 * Ours, JSON-aware: output that is JSON stays valid JSON. Arrays keep their first items, objects their first keys,
 * long strings their start, each with a count of what was dropped written as JSON (`"…N more items"`,
 * `"…": "N more keys"`, `…N chars truncated…` inside the string); we take the largest breadth `k` (items and keys
 * kept per level) whose serialisation, notices included, fits the budget, in the original's indentation. Output
 * that is not JSON, or a budget too small for even `k = 0`, is cut at a line boundary instead, and the note says
 * so. The notices are part of the JSON, so a header placement does not apply.
 * @example trimJson({ text: '[1,2,…,20]', budget: 24, m: chars }).text === '[1,2,3,"…17 more items"]'
 */
export function trimJson(ctx: TrimContext): Cut {
  const { text, budget, m } = ctx
  const parse = parsed(text)
  if (!parse.ok)
    return { ...trimLineBoundary(ctx), note: `Not JSON (${parse.why}): cut at a line boundary instead.` }
  const value = parse.value
  const indent = indentOf(text)
  const render = (k: number) => JSON.stringify(prune(value, k), null, indent)
  const fits = (s: string) => m.prefixEnd(s, budget) >= s.length
  // The output is over budget as written, but re-serialised without its spaces it may fit whole: nothing dropped.
  if (parse.whole?.indent !== indent) parse.whole = { indent, text: JSON.stringify(value, null, indent) }
  const whole = parse.whole.text
  if (fits(whole))
    return {
      kept: [],
      after: [],
      header: '',
      inlineOnly: true,
      text: whole,
      note: 'JSON re-serialised: nothing dropped.',
    }
  if (!fits(render(0))) {
    return {
      ...trimLineBoundary(ctx),
      note: 'The budget is too small for even an empty JSON outline: cut at a line boundary instead.',
    }
  }
  // Grow k until it no longer fits, then bisect: each render is about the size of the budget, never the input.
  // Whether a render fits grows with the budget, so a breadth found for a smaller budget fits this one, and one
  // past the breadth found for a larger budget does not.
  parse.breadths ??= new Map()
  const key = `${m.id}\u0000${indent}`
  const known = parse.breadths.get(key) ?? []
  let lo = 0
  let hi = Number.POSITIVE_INFINITY
  for (const e of known) {
    if (e.budget <= budget) lo = Math.max(lo, e.k)
    else hi = Math.min(hi, e.k + 1)
  }
  if (hi === Number.POSITIVE_INFINITY) {
    hi = Math.max(1, lo * 2)
    while (fits(render(hi))) {
      lo = hi
      hi *= 2
      if (hi > 1 << 24) break
    }
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (fits(render(mid))) lo = mid
    else hi = mid
  }
  parse.breadths.set(
    key,
    [{ budget, k: lo }, ...known.filter((e) => e.budget !== budget)].slice(0, BREADTHS_KEPT),
  )
  return {
    kept: [],
    after: [],
    header: '',
    inlineOnly: true,
    text: render(lo),
    note: `JSON kept valid: up to ${thousands(lo)} items or keys per level.`,
  }
}
