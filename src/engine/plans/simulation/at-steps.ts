import { parseNumberList } from '../../base/parse-number-list.ts'
import type { SimResult } from './stats.ts'

/**
 * The steps Sutton and Barto's readers check Figure 2.2 at: the first call, the first ten, UCB's spike at 11
 * (Figure 2.4), 12, then 100, 1,000 and the horizon (added by `defaultSteps`).
 */
export const DEFAULT_STEPS: readonly number[] = [1, 10, 11, 12, 100, 1_000]

/**
 * The default steps of a run of `horizon` calls: those within it, and the horizon itself.
 * @example defaultSteps(500) // [1, 10, 11, 12, 100, 500]
 */
export function defaultSteps(horizon: number): number[] {
  return [...new Set([...DEFAULT_STEPS.filter((t) => t <= horizon), horizon])].sort((a, b) => a - b)
}

/** One policy's values at one step: mean reward per call and the share (0–1) of calls to a best tool. */
export interface StepValue {
  reward: number | null
  best: number | null
}

/** The series at one asked step: the sampled bucket it falls in (from–to, equal when every call is sampled). */
export interface StepRow {
  step: number
  /** The bucket of calls the value averages: calls `from` to `to` (from === to === step when sampled per call). */
  from: number
  to: number
  /** Per policy, in the result's order. */
  values: StepValue[]
}

const orNull = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : v)

/**
 * The reward and best-tool series read at chosen steps, exactly as charted: the value of the sample that covers
 * step t (the series hold every call up to 2,000 calls; beyond, a sample averages the calls since the previous
 * one, and the row says which). Steps outside 1…the last sample are left out; each appears once, in order.
 * Null where too few runs were still going for a point (the chart shows none there either).
 * @example valuesAtSteps(result, [1, 10]).map((r) => r.values[0]?.reward) // the chart's points at t = 1 and 10
 */
export function valuesAtSteps(result: SimResult, steps: readonly number[]): StepRow[] {
  const last = result.t.at(-1) ?? 0
  const wanted = [...new Set(steps.filter((s) => Number.isInteger(s) && s >= 1 && s <= last))].sort(
    (a, b) => a - b,
  )
  const rows: StepRow[] = []
  let j = 0
  for (const step of wanted) {
    while ((result.t[j] ?? Number.POSITIVE_INFINITY) < step) j++
    const to = result.t[j] ?? last
    const from = j === 0 ? 1 : (result.t[j - 1] ?? 0) + 1
    rows.push({
      step,
      from,
      to,
      values: result.policies.map((p) => ({ reward: orNull(p.rewardMean[j]), best: orNull(p.bestShare[j]) })),
    })
  }
  return rows
}

/**
 * Reads a list of steps as typed ("1, 10, 100, 1,000": values separated by spaces, `;` or a comma and a space, each
 * read by `parseNumberList`, so `1,000` is one step): whole numbers from 1 to `max`, or a message naming the first
 * that is not.
 * @example parseSteps('1, 10 100', 1_000) // { ok: true, steps: [1, 10, 100] }
 */
export function parseSteps(
  text: string,
  max: number,
): { ok: true; steps: number[] } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: 'Give at least one step, e.g. 1, 10, 100.' }
  const read = parseNumberList(text, { label: 'step', kind: 'whole', min: 1, max: Number.MAX_VALUE }, 50)
  if (!read.ok) return { ok: false, message: `${read.message}.` }
  const past = read.value.find((n) => n > max)
  if (past !== undefined)
    return { ok: false, message: `Step ${past} is past the last call charted (${max}).` }
  return { ok: true, steps: [...new Set(read.value)].sort((a, b) => a - b) }
}

/**
 * One policy's mean share (0–1) of calls to a best tool over calls `from` to `to` (inclusive), the way Sutton
 * and Barto read Figure 2.3 ("% optimal action" late in the run): the charted samples whose calls fall in the
 * range, each weighted by the calls it covers. Null when no sample with a value lies in the range.
 * @example bestShareOver(result, 0, 901, 1_000) // optimistic greedy on Figure 2.3's experiment: about 0.85
 */
export function bestShareOver(result: SimResult, policy: number, from: number, to: number): number | null {
  const series = result.policies[policy]?.bestShare
  if (!series) return null
  let sum = 0
  let calls = 0
  for (let j = 0; j < result.t.length; j++) {
    const end = result.t[j] as number
    const start = j === 0 ? 1 : (result.t[j - 1] as number) + 1
    const v = series[j]
    if (end < from || start > to || v === undefined || Number.isNaN(v)) continue
    const width = Math.min(end, to) - Math.max(start, from) + 1
    sum += v * width
    calls += width
  }
  return calls > 0 ? sum / calls : null
}
