import type { TrimStrategy } from './schema.ts'
import { trimErrorsFirst } from './trims/errors-first.ts'
import { trimHead } from './trims/head.ts'
import { trimJson } from './trims/json-aware.ts'
import { trimLineBoundary } from './trims/line-boundary.ts'
import { trimMiddle } from './trims/middle.ts'
import { trimSaveToFile } from './trims/save-to-file.ts'
import { seed002Fits, trimHeadMarker, trimHeadTail } from './trims/seed-002.ts'
import type { Cut, Range, TrimContext, TrimFn } from './types.ts'

export type NoticePlacement = 'inline' | 'header'

const TRIMS: Record<TrimStrategy, TrimFn> = {
  head: trimHead,
  'head-marker': trimHeadMarker,
  'head-tail': trimHeadTail,
  middle: trimMiddle,
  'save-to-file': trimSaveToFile,
  'line-boundary': trimLineBoundary,
  'errors-first': trimErrorsFirst,
  'json-aware': trimJson,
}

/** A piece of what the model receives: a range of the original, or text the strategy added. */
export type TrimPart =
  | { kind: 'kept'; start: number; end: number }
  | { kind: 'notice'; text: string }
  /** Content rebuilt from the original rather than sliced from it (JSON-aware's re-serialised JSON). */
  | { kind: 'rebuilt'; text: string }

/** One output after a trim strategy. */
export interface TrimOutcome {
  /** What the model receives. */
  text: string
  truncated: boolean
  /** The ranges of the original the model sees, in reading order (`[]` when JSON-aware re-serialised it). */
  kept: Range[]
  /** Chars of `text` that are not the original's: markers, headers, wrappers. */
  noticeChars: number
  /** What the strategy did when it is not the obvious (a fallback). */
  note: string | null
  /** `text` in order as kept ranges and added notices (JSON-aware's re-serialised text is one rebuilt part). */
  parts: TrimPart[]
}

function assemble(cut: Cut, placement: NoticePlacement): TrimPart[] {
  if (cut.text !== undefined) return [{ kind: 'rebuilt', text: cut.text }]
  const parts: TrimPart[] = []
  const notice = (t: string | undefined) => {
    if (t) parts.push({ kind: 'notice', text: t })
  }
  if (placement === 'header' && !cut.inlineOnly) {
    notice(`${cut.header}\n\n`)
    for (const [i, [s, e]] of cut.kept.entries()) {
      const next = cut.kept[i + 1]
      parts.push({ kind: 'kept', start: s, end: e })
      notice(cut.afterHeader?.[i] ?? (next && next[0] > e ? '\n…\n' : ''))
    }
    return parts
  }
  notice(cut.before)
  for (const [i, [s, e]] of cut.kept.entries()) {
    parts.push({ kind: 'kept', start: s, end: e })
    notice(cut.after[i])
  }
  return parts
}

/**
 * The text the parts stand for.
 * @example joinParts('abcdef', [{ kind: 'kept', start: 0, end: 2 }, { kind: 'notice', text: '…' }]) === 'ab…'
 */
export function joinParts(text: string, parts: readonly TrimPart[]): string {
  // `+` keeps slices as rope nodes until the text is read; `join` would copy every kept char now.
  let out = ''
  for (const p of parts) out += p.kind === 'kept' ? text.slice(p.start, p.end) : p.text
  return out
}

/**
 * The chars of the original that `parts` keep.
 * @example keptCharsOf([{ kind: 'kept', start: 0, end: 4 }, { kind: 'notice', text: '…' }]) === 4
 */
export const keptCharsOf = (parts: readonly TrimPart[]): number =>
  parts.reduce((n, p) => n + (p.kind === 'kept' ? p.end - p.start : 0), 0)

/**
 * One output under one trim strategy: unchanged when it fits its budget (strictly longer is cut, as seed 003),
 * else the strategy's cut with its notice inline (as the seeds) or as a header line stating the original size
 * (as Codex's `Total output lines: N` header does). Pure; the text is sliced, never copied whole.
 * @example trimOutput('head', { text: 'abcdef', budget: 2, m: chars, callIndex: 0 }, 'inline').text === 'ab\n[truncated — 6 chars total]'
 */
export function trimOutput(
  strategy: TrimStrategy,
  ctx: TrimContext,
  placement: NoticePlacement,
): TrimOutcome {
  const { text, budget, m } = ctx
  const seed002 = strategy === 'head-marker' || strategy === 'head-tail'
  if (seed002 ? seed002Fits(ctx) : m.prefixEnd(text, budget) >= text.length) {
    return unchanged(text)
  }
  const cut = TRIMS[strategy](ctx)
  const parts = assemble(cut, placement)
  const delivered = joinParts(text, parts)
  const keptChars = cut.text !== undefined ? 0 : cut.kept.reduce((sum, [s, e]) => sum + (e - s), 0)
  return {
    text: delivered,
    truncated: true,
    kept: cut.text !== undefined ? [] : cut.kept,
    noticeChars: cut.text !== undefined ? 0 : delivered.length - keptChars,
    note: cut.note ?? null,
    parts,
  }
}

/**
 * An output passed through whole.
 * @example unchanged('abc').parts → [{ kind: 'kept', start: 0, end: 3 }]
 */
export const unchanged = (text: string): TrimOutcome => ({
  text,
  truncated: false,
  kept: [[0, text.length]],
  noticeChars: 0,
  note: null,
  parts: [{ kind: 'kept', start: 0, end: text.length }],
})
