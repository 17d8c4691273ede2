import type { CallCost, SessionCost } from './session.ts'

/** Where pruning pays for itself in a session of repeated turns (`sessionCost`). */
export interface SessionPayoff {
  /** The first call pruning changed (its prompt is smaller than without pruning); null: pruning never fired. */
  firstPruned: { turn: number; index: number } | null
  /** The first call, from then on, by which the session has cost no more than without pruning; null: never. */
  paysAt: { turn: number; index: number } | null
  /** Cached dollars of the whole session without pruning, and with it. */
  without: number
  with: number
}

const place = (c: CallCost) => ({ turn: c.turn, index: c.index })

/**
 * When pruning pays for itself (ours; issue 25 §2): the same session priced with pruning (`pruned`) and without
 * (`whole`), call by call; a pruning busts the cache from its first changed result, so the calls right after it
 * can cost more than without it, until the tokens it saves on every later call outweigh the rewrite. Compares
 * cumulative cached dollars over the calls both list (`MAX_CALL_ROWS`).
 * @example sessionPayoff(sessionCost(shape, s), sessionCost({ ...shape, keepRecentTurns: null }, s)).paysAt → { turn: 3, index: 0 }
 */
export function sessionPayoff(pruned: SessionCost, whole: SessionCost): SessionPayoff {
  const n = Math.min(pruned.calls.length, whole.calls.length)
  let first: number | null = null
  let a = 0
  let b = 0
  let paysAt: SessionPayoff['paysAt'] = null
  for (let i = 0; i < n; i++) {
    const p = pruned.calls[i] as CallCost
    const w = whole.calls[i] as CallCost
    a += p.dollars.cached
    b += w.dollars.cached
    if (first === null && p.input !== w.input) first = i
    if (first !== null && paysAt === null && a <= b) paysAt = place(p)
  }
  const f = first === null ? undefined : pruned.calls[first]
  return {
    firstPruned: f ? place(f) : null,
    paysAt,
    without: whole.totals.dollars.cached,
    with: pruned.totals.dollars.cached,
  }
}
