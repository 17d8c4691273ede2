import type { Action } from '../import/action-log-types.ts'
import { type ActionKind, type Classified, classify } from './kinds.ts'

/** Seed 000's agent roles, each with its own budget and exhaustion rule. */
export type Role = 'builder' | 'explorer' | 'planner' | 'observer'

/** Which exhaustion rule fired, and where. */
export type RuleFired =
  | { rule: 'builder-exhausted'; at: number }
  | { rule: 'builder-verify-failed'; at: number; remaining: number }
  | { rule: 'observer-exhausted'; at: number; phase: string }
  | { rule: 'explorer-partial'; at: number; mode: string }

/** One segment of the log: an Explorer mode or an Observer phase (`phase`/`mode` lines start one). */
export interface Segment {
  name: string
  /** Index of its first action. */
  start: number
  used: number
  /** Counted actions in it that were not made, because the rule had fired. */
  notMade: number
  status: 'complete' | 'partial'
}

/** The accounting of a whole log, in flat arrays so a 100,000-line log costs no object per step. */
export interface RunResult {
  role: Role
  /** The role's budget (per mode for the Explorer); null is unlimited. */
  total: number | null
  classified: Classified[]
  /** Per action: calls used after it (in its mode, for the Explorer). */
  usedAfter: Int32Array
  /** Per action: 1 when it was made, 0 when the rule had fired before it. */
  made: Uint8Array
  /** Every rule that fired, in order (the Explorer can fire once per mode). */
  fired: RuleFired[]
  segments: Segment[]
  countedMade: number
  countedNotMade: number
  exempt: number
}

const FIRST_SEGMENT = '(start)'

/**
 * Seed 000's call accounting and exhaustion for one role over a log. Every counted action uses one call.
 *
 * Where the seed is silent, our choices: the budget is exhausted when a counted call is needed and none
 * remain (`used >= total`), so a Builder whose 5th call is a passing verify still completes; that call is the
 * one where the rule fires, and it is not made. Builder: BLOCK there, and nothing after is made; also BLOCK
 * right after a failed verify that leaves fewer than 2 calls (a fix and a re-verify need 2). Observer: it
 * completes the current phase without further tool calls and notes the analysis as incomplete; later counted
 * calls are not made, exempt actions still are. Explorer: each mode (a `mode`/`phase` line starts one) has its
 * own budget; an exhausted mode returns `status: "partial"` and its later calls are not made, the next mode
 * starts fresh. Planner: unlimited unless given a budget, then it blocks like a Builder.
 * @example runBudget(six `Read` actions, 'builder', 5, new Map(), 'count').fired → [{ rule: 'builder-exhausted', at: 5 }]
 */
export function runBudget(
  actions: readonly Action[],
  role: Role,
  total: number | null,
  overrides: ReadonlyMap<string, ActionKind>,
  unknownActions: 'count' | 'exempt',
): RunResult {
  const n = actions.length
  const usedAfter = new Int32Array(n)
  const made = new Uint8Array(n)
  const classified: Classified[] = new Array(n)
  const fired: RuleFired[] = []
  const segments: Segment[] = [{ name: FIRST_SEGMENT, start: 0, used: 0, notMade: 0, status: 'complete' }]
  let segment = segments[0] as Segment
  let used = 0
  let ended = false // Builder/Planner: BLOCK ends the run
  let noTools = false // Observer after exhaustion, Explorer for the rest of a partial mode
  let countedMade = 0
  let countedNotMade = 0
  let exempt = 0
  const byMode = role === 'explorer'
  // A long log repeats a few names: classify each name once.
  const byName = new Map<string, Classified>()

  for (let i = 0; i < n; i++) {
    const action = actions[i] as Action
    let c = byName.get(action.tool)
    if (!c) {
      c = classify(action.tool, overrides, unknownActions)
      byName.set(action.tool, c)
    }
    classified[i] = c
    if (c.kind === 'phase' && !ended) {
      segment = {
        name: action.description.replace(/^\S+\s*/, '') || `#${segments.length}`,
        start: i,
        used: 0,
        notMade: 0,
        status: 'complete',
      }
      if (segments.length === 1 && segments[0]?.used === 0 && segments[0].notMade === 0) segments[0] = segment
      else segments.push(segment)
      if (byMode) {
        used = 0
        noTools = false
      }
    }
    if (ended || (noTools && c.counted)) {
      if (c.counted) {
        countedNotMade += 1
        segment.notMade += 1
        // A phase or mode with a counted call not made is not complete, whichever phase ran out.
        segment.status = 'partial'
      } else if (!ended) {
        exempt += 1
        made[i] = 1
      }
      usedAfter[i] = used
      continue
    }
    if (!c.counted) {
      exempt += 1
      made[i] = 1
      usedAfter[i] = used
      continue
    }
    if (total !== null && used >= total) {
      countedNotMade += 1
      segment.notMade += 1
      segment.status = 'partial'
      usedAfter[i] = used
      if (role === 'observer') {
        fired.push({ rule: 'observer-exhausted', at: i, phase: segment.name })
        noTools = true
      } else if (role === 'explorer') {
        fired.push({ rule: 'explorer-partial', at: i, mode: segment.name })
        noTools = true
      } else {
        fired.push({ rule: 'builder-exhausted', at: i })
        ended = true
      }
      continue
    }
    used += 1
    segment.used += 1
    countedMade += 1
    made[i] = 1
    usedAfter[i] = used
    if (
      (role === 'builder' || (role === 'planner' && total !== null)) &&
      c.kind === 'verify' &&
      action.failed &&
      total !== null &&
      total - used < 2
    ) {
      fired.push({ rule: 'builder-verify-failed', at: i, remaining: total - used })
      ended = true
    }
  }
  return { role, total, classified, usedAfter, made, fired, segments, countedMade, countedNotMade, exempt }
}
