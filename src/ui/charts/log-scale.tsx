import { type ReactNode, useState } from 'react'
import { logGridNote, logTicks, spansDecades } from './chart-table.ts'

/** A chart's scale: log when its sizes span orders of magnitude (or the person chose it), with its switch. */
export interface LogScale {
  log: boolean
  /** The "log scale" checkbox for the chart's frame. */
  control: ReactNode
  /** The value axis' props on a log scale: decade ticks over the positive values, overflow clipped. */
  axis: { scale: 'log'; domain: [number, number]; ticks: number[]; allowDataOverflow: true }
  /** A value as the chart may draw it: nothing at or below 0 on a log axis (it has no bottom). */
  drawable: (v: number | null | undefined) => number | null
  /** What the log axis' gridlines are, for the caption ("each gridline is 10× the one below"). */
  note: string
}

/**
 * One rule for every chart of sizes: the axis starts on a log scale when the largest value is 100× the smallest
 * non-zero one (`spansDecades`), and a switch beside the export buttons turns it on or off by hand.
 */
export function useLogScale(values: readonly number[]): LogScale {
  const wide = spansDecades(values)
  const [choice, setChoice] = useState<boolean | null>(null)
  const log = choice ?? wide
  const positive = values.filter((v) => v > 0 && Number.isFinite(v))
  const lo = positive.length > 0 ? Math.min(...positive) : 1
  const hi = positive.length > 0 ? Math.max(...positive) : 10
  const ticks = logTicks(lo, hi)
  return {
    log,
    control: (
      <label title="Sizes that differ by orders of magnitude stay readable on a log axis">
        <input type="checkbox" checked={log} onChange={(e) => setChoice(e.target.checked)} /> log scale
      </label>
    ),
    axis: { scale: 'log', domain: [ticks[0] ?? 1, ticks.at(-1) ?? 10], ticks, allowDataOverflow: true },
    note: logGridNote(ticks),
    drawable: (v) => (v === null || v === undefined ? null : log && v <= 0 ? null : v),
  }
}
