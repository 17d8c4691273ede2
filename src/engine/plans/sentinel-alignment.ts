import type { ExecutedCall } from '../import/executed-call.ts'
import type { DeviationReason, PlanDeviation } from './findings.ts'
import { deviation, type Placed as PlacedBase, quoteCall } from './make-findings.ts'
import type { ToolCallIntent, ToolCallPlan } from './schema.ts'

/** How one executed call lines up with the plan. */
export type CallMatch =
  | { kind: 'intent'; path: string }
  | { kind: 'fallback'; path: string }
  | { kind: 'deviation'; reason: DeviationReason; path: string | null }

/**
 * What became of a planned intent: `executed`; `skipped` (a call of a later intent passed over it); `not-reached`
 * (no call came to it, or, for a fallback, the intent it backs up never failed into it); `not-taken` (a fallback
 * that was due after a failure, and another call came instead); `unused-fallback` (its intent ran and never
 * failed, so it was not needed).
 */
export type IntentStatus = 'executed' | 'skipped' | 'not-reached' | 'not-taken' | 'unused-fallback'

/** A planned intent and what became of it. */
export interface IntentRow {
  path: string
  depth: number
  toolName: string
  rationale: string
  status: IntentStatus
  /** Positions of the calls matched to it (the first 20). */
  calls: number[]
}

interface Placed extends PlacedBase {
  row: IntentRow
  /** The intent this one is the fallback of (null for a planned intent). */
  parent: Placed | null
}

/** One call's place in the plan, and the deviation it is, if any. */
export interface Alignment {
  match: CallMatch
  /** The call deviates from the plan: the finding is built only when `wanted` (past the kept findings, counted). */
  deviation: PlanDeviation | 'counted' | null
}

/**
 * The sentinel's plan alignment (seed 001, our rules): a cursor points at the next planned intent. A call right
 * after a failed call whose intent declares `fallbackOnFailure` is expected to be that fallback (matched: no
 * finding; fallbacks nest, so a failed fallback makes its own fallback due; a different call leaves the fallback
 * `not-taken`). Otherwise it is expected to be the intent at the cursor: a match moves the cursor on. Any other
 * call is a `PlanDeviation`; if it names a later intent, the cursor jumps to just past that intent (those between
 * are skipped), else it stays. Calls after the last intent are `beyond-plan`.
 * @example createAlignment(plan).align({ toolName: 'web_search', ok: true }, 0, true).match.kind === 'intent'
 */
export function createAlignment(plan: ToolCallPlan) {
  const planId = plan.planId
  const intents: IntentRow[] = []
  const top: Placed[] = []
  const placedOf = new Map<ToolCallIntent, Placed>()
  const fallbacks: Placed[] = []
  plan.plannedSequence.forEach((intent, index) => {
    let path = `plannedSequence[${index}]`
    let depth = 0
    let parent: Placed | null = null
    for (let it: ToolCallIntent | undefined = intent; it; it = it.fallbackOnFailure) {
      const row: IntentRow = {
        path,
        depth,
        toolName: it.toolName,
        rationale: it.rationale,
        status: depth === 0 ? 'not-reached' : 'unused-fallback',
        calls: [],
      }
      intents.push(row)
      const placed: Placed = { path, depth, intent: it, row, parent }
      if (depth === 0) top.push(placed)
      else fallbacks.push(placed)
      placedOf.set(it, placed)
      parent = placed
      path += '.fallbackOnFailure'
      depth += 1
    }
  })
  // Where each tool name stands in the sequence, ascending, to find the next intent naming it.
  const positions = new Map<string, number[]>()
  top.forEach((p, i) => {
    const list = positions.get(p.intent.toolName)
    if (list) list.push(i)
    else positions.set(p.intent.toolName, [i])
  })
  const nextAt = (name: string, from: number): number => {
    const list = positions.get(name)
    if (!list) return -1
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((list[mid] as number) < from) lo = mid + 1
      else hi = mid
    }
    return lo < list.length ? (list[lo] as number) : -1
  }
  /** Intents whose call failed at least once: their fallbacks were due. */
  const failedOnce = new Set<Placed>()
  let cursor = 0
  let due: Placed | null = null
  let last: { placed: Placed; ok: boolean } | null = null

  return {
    intents,
    /** Lines up the next call; `wanted` is false once the kept findings are full (the deviation is only counted). */
    align(call: ExecutedCall & { line?: number }, position: number, wanted: boolean): Alignment {
      let current: Placed | null = null
      let fallback = false
      let reason: DeviationReason | null = null
      let finding: PlanDeviation | 'counted' | null = null
      if (due && call.toolName === due.intent.toolName) {
        current = due
        fallback = true
      } else {
        const j = nextAt(call.toolName, cursor)
        const expected = due ?? top[cursor] ?? null
        if (due) {
          reason = 'fallback-not-taken'
          if (due.row.status !== 'executed') due.row.status = 'not-taken'
        } else if (cursor >= top.length) reason = 'beyond-plan'
        else if (j > cursor) reason = 'skipped'
        else if (j === -1)
          reason =
            last?.ok && last.placed.intent.fallbackOnFailure?.toolName === call.toolName
              ? 'fallback-after-success'
              : 'unplanned'
        const skipped: Placed[] = j > cursor ? top.slice(cursor, j) : []
        for (const s of skipped) s.row.status = 'skipped'
        if (j >= cursor && j !== -1) {
          current = top[j] as Placed
          cursor = j + 1
        }
        if (reason !== null)
          finding = wanted
            ? deviation(planId, reason, expected, quoteCall(call, position), skipped, current)
            : 'counted'
      }
      if (current) {
        if (current.row.status !== 'skipped') current.row.status = 'executed'
        if (current.row.calls.length < 20) current.row.calls.push(position)
        if (!call.ok) failedOnce.add(current)
      }
      due =
        !call.ok && current?.intent.fallbackOnFailure
          ? (placedOf.get(current.intent.fallbackOnFailure) ?? null)
          : null
      last = current ? { placed: current, ok: call.ok } : null
      const match: CallMatch =
        reason !== null
          ? { kind: 'deviation', reason, path: current?.path ?? null }
          : { kind: fallback ? 'fallback' : 'intent', path: (current as Placed).path }
      return { match, deviation: finding }
    },
    /**
     * After the last call: intents never reached are findings when the plan says `Complete`; a fallback whose
     * intent never failed into it is `not-reached` unless that intent ran (then it was not needed).
     */
    finish(): PlanDeviation[] {
      for (const f of fallbacks) {
        if (f.row.status !== 'unused-fallback') continue
        const parent = f.parent as Placed
        if (parent.row.status !== 'executed' || failedOnce.has(parent)) f.row.status = 'not-reached'
      }
      if (plan.executionState !== 'Complete') return []
      return top.slice(cursor).map((p) => deviation(planId, 'not-executed', p, null, [], null))
    },
  }
}
