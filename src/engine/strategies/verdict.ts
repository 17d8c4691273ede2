import type { StrategiesReport, StrategyRun } from './evaluate-strategies.ts'

/** The strategies that tie on one number, and that number. */
export interface Best {
  names: string[]
  value: number
}

/** Which of the compared strategies loses the least of the batch, and which wastes the least budget. */
export interface Verdict {
  mostKept: Best
  leastWasted: Best
  /**
   * The batch's raw outputs in the report's unit. Outputs measured no further than `sizedUpTo` count as that much,
   * and then the total is a lower bound (`rawAtLeast`): the batch holds more.
   */
  raw: number
  rawAtLeast: boolean
  /** The chosen strategy's kept total, when it is not among the best. */
  chosen: { name: string; kept: number } | null
}

function best(
  runs: readonly StrategyRun[],
  value: (r: StrategyRun) => number,
  better: 1 | -1,
  name: (r: StrategyRun) => string,
): Best {
  let top = Number.NaN
  for (const r of runs) if (Number.isNaN(top) || better * (value(r) - top) > 0) top = value(r)
  return { names: runs.filter((r) => value(r) === top).map(name), value: top }
}

/**
 * Reads the comparison's answer off its own numbers: the most original text kept (the least lost), ties named
 * together, and the least budget wasted. Numbers only, so it can never disagree with the table beside it. `raw` is
 * the batch's outputs summed in the report's unit (a lower bound past `sizedUpTo`); `chosen` is set when the
 * chosen strategy is not among the most-kept.
 * @example verdictOf(report, report.bySplit, (r) => r.split, (r) => r.split === 'even')?.mostKept.names // ['water-fill']
 */
export function verdictOf(
  report: Pick<StrategiesReport, 'unit' | 'calls' | 'sizedUpTo'>,
  runs: readonly StrategyRun[],
  name: (r: StrategyRun) => string,
  chosen: (r: StrategyRun) => boolean,
): Verdict | null {
  if (runs.length === 0) return null
  const mostKept = best(runs, (r) => r.totals.kept, 1, name)
  const leastWasted = best(runs, (r) => r.totals.wasted, -1, name)
  let raw = 0
  let rawAtLeast = false
  for (const c of report.calls) {
    const size = report.unit === 'chars' ? c.rawChars : c.size
    if (size === null) rawAtLeast = true
    raw += size ?? report.sizedUpTo
  }
  const pick = runs.find(chosen)
  const chosenRun =
    pick && !mostKept.names.includes(name(pick)) ? { name: name(pick), kept: pick.totals.kept } : null
  return { mostKept, leastWasted, raw, rawAtLeast, chosen: chosenRun }
}
