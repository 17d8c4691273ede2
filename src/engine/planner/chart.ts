import type { RunResult } from './run.ts'

/** A point of the step chart: after action `x` (1-based; 0 is the start), `y` calls remain (or are used). */
export interface ChartPoint {
  x: number
  y: number
}

const MAX_CHART_POINTS = 1_000

/**
 * The step chart's points. A step line needs only the actions where the value changes (and the last one), so
 * a Builder's 100,000-action log is a dozen points; where it changes often (an unlimited Planner, many
 * Explorer modes) the first and last point of each of ~500 buckets are kept, with the point where the rule
 * fires, so at most ~1,000 points reach the chart.
 * @example six Reads on a budget of 5 → [{x:0,y:5}, {x:1,y:4}, …, {x:5,y:0}, {x:6,y:0}]
 */
export function chartPoints(run: RunResult, fireAt: number | null): ChartPoint[] {
  const n = run.usedAfter.length
  const y = (i: number) =>
    run.total === null ? (run.usedAfter[i] as number) : run.total - (run.usedAfter[i] as number)
  const changes: number[] = []
  let last = run.total ?? 0
  for (let i = 0; i < n; i++) {
    const v = y(i)
    if (v !== last || i === n - 1 || i === fireAt) changes.push(i)
    last = v
  }
  const points = [{ x: 0, y: run.total ?? 0 }]
  if (changes.length + 1 <= MAX_CHART_POINTS) {
    for (const i of changes) points.push({ x: i + 1, y: y(i) })
    return points
  }
  const buckets = Math.floor(MAX_CHART_POINTS / 2) - 1
  const size = Math.ceil(n / buckets)
  for (let b = 0; b * size < n; b++) {
    const first = b * size
    const lastInBucket = Math.min(n, first + size) - 1
    points.push({ x: first + 1, y: y(first) })
    if (fireAt !== null && fireAt > first && fireAt < lastInBucket)
      points.push({ x: fireAt + 1, y: y(fireAt) })
    if (lastInBucket > first) points.push({ x: lastInBucket + 1, y: y(lastInBucket) })
  }
  return points
}
