import { useState } from 'react'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  XAxis,
  YAxis,
} from 'recharts'
import type { BatchReport } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import { categoryTickInterval } from '../charts/category-ticks.ts'
import { type ChartTable, logGridNote, logTicks, spansDecades } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'

const COLORS = { cut: '#f3b9a0', raw: '#f3b9a0', kept: '#2f6fdb', budget: '#d9480f', share: '#8a5a00' }

/**
 * A call's budget: a short level mark across its bar, with a dot. (A recharts Line measures its path's length on
 * every render, which makes the browser lay out the whole page while a slider moves.)
 */
function BudgetMark({ cx, cy, dot }: { cx?: number; cy?: number; dot: boolean }) {
  if (cx === undefined || cy === undefined) return null
  return (
    <g>
      <line x1={cx - 18} x2={cx + 18} y1={cy} y2={cy} stroke={COLORS.budget} strokeWidth={2} />
      {dot && <circle cx={cx} cy={cy} r={3} fill="#fff" stroke={COLORS.budget} strokeWidth={1.5} />}
    </g>
  )
}

const axisTick = (v: number) =>
  v >= 1_000_000 ? `${v / 1_000_000}M` : v >= 1_000 ? `${v / 1_000}k` : String(v)

interface Row {
  name: string
  raw: number
  kept: number
  cut: number
  budget: number
}

/**
 * Each call's raw output as one bar split into kept (sent) and cut chars, its budget as a mark across it, and the even
 * share as a reference line. When every budget towers over the outputs the axis zooms to the outputs and says so.
 * When sizes differ by orders of magnitude (a 2.9 MB output beside 26k kept) the axis starts on a log scale,
 * with raw and kept side by side (a stack has no bottom on a log axis).
 */
export function KeptChart({ batch, height = 260 }: { batch: BatchReport; height?: number }) {
  const rows: Row[] = batch.calls.map((c) => ({
    name: `${c.index + 1} ${c.tool}`.slice(0, 24),
    raw: c.rawChars,
    kept: c.keptChars,
    cut: c.cutChars,
    budget: c.budgetChars,
  }))
  const wide = spansDecades(rows.flatMap((r) => [r.raw, r.kept]))
  const [logChoice, setLog] = useState<boolean | null>(null)
  const log = logChoice ?? wide
  if (rows.length === 0) return <p className="muted">No calls in this batch: nothing to chart.</p>
  const maxRaw = Math.max(...batch.calls.map((c) => c.rawChars))
  const maxBudget = Math.max(...batch.calls.map((c) => c.budgetChars), batch.perCallBudget)
  const zoomed = !log && maxRaw > 0 && maxBudget > maxRaw * 4 && batch.totals.truncatedCalls === 0
  const many = rows.length > 24
  const table: ChartTable<Row> = {
    columns: [
      { key: 'name', label: 'call' },
      { key: 'raw', label: 'raw (chars)' },
      { key: 'kept', label: 'kept, sent to the model (chars)' },
      { key: 'cut', label: 'cut (chars)' },
      { key: 'budget', label: "this call's budget (chars)" },
    ],
    rows,
  }
  const positive = (v: number) => (log && v <= 0 ? null : v)
  const data = rows.map((r) => ({
    ...r,
    raw: positive(r.raw),
    kept: positive(r.kept),
    budget: positive(r.budget),
  }))
  // Every output empty (or every call without a result) leaves no positive size: the axis then starts at 1.
  const sizes = rows.flatMap((r) => [r.raw, r.kept]).filter((v) => v > 0)
  const lowest = sizes.length > 0 ? Math.max(1, Math.min(...sizes)) : 1
  const highest = Math.max(maxRaw, zoomed ? 0 : maxBudget, 1)
  const ticks = logTicks(lowest, highest)
  return (
    <ChartFrame
      label="Kept and cut chars per call, with each call's budget"
      file="kept-chars"
      table={table}
      legend={[
        { label: 'kept, sent to the model (chars)', color: COLORS.kept, shape: 'bar' },
        log
          ? { label: 'raw output (chars)', color: COLORS.raw, shape: 'bar' }
          : { label: 'cut (chars): kept + cut = the raw output', color: COLORS.cut, shape: 'bar' },
        ...(zoomed
          ? []
          : [
              { label: "this call's budget", color: COLORS.budget, shape: 'line' as const },
              {
                label: `even share ${fmt(batch.perCallBudget)}`,
                color: COLORS.share,
                shape: 'dashed' as const,
              },
            ]),
      ]}
      controls={
        <label title="Sizes that differ by orders of magnitude stay readable on a log axis">
          <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} /> log scale
        </label>
      }
      caption={
        zoomed
          ? `Axis zoomed to the outputs: the budgets (up to ${fmt(maxBudget)} chars) are over 4× the longest output, so nothing is cut.`
          : log
            ? `Log scale: ${logGridNote(ticks)}; raw and kept side by side.`
            : undefined
      }
    >
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }} barGap={1}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fontSize: 11 }}
            interval={many ? categoryTickInterval(data.length) : 0}
            label={{ value: 'call', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          {log ? (
            <YAxis
              scale="log"
              domain={[ticks[0] ?? 1, ticks.at(-1) ?? 10]}
              ticks={ticks}
              allowDataOverflow
              tickFormatter={axisTick}
              tick={{ fontSize: 11 }}
              width={56}
              label={{ value: 'chars (log scale)', angle: -90, position: 'insideLeft', fontSize: 11, dy: 50 }}
            />
          ) : (
            <YAxis
              tickFormatter={axisTick}
              tick={{ fontSize: 11 }}
              width={56}
              domain={zoomed ? [0, Math.ceil(maxRaw * 1.2)] : [0, 'auto']}
              allowDataOverflow={zoomed}
              label={{ value: 'chars', angle: -90, position: 'insideLeft', fontSize: 11 }}
            />
          )}
          {chartTooltip(table, 'name')}
          {log ? (
            <>
              <Bar dataKey="raw" fill={COLORS.raw} maxBarSize={28} isAnimationActive={false} />
              <Bar dataKey="kept" fill={COLORS.kept} maxBarSize={28} isAnimationActive={false} />
            </>
          ) : (
            <>
              <Bar
                dataKey="kept"
                stackId="raw"
                fill={COLORS.kept}
                maxBarSize={36}
                isAnimationActive={false}
              />
              <Bar dataKey="cut" stackId="raw" fill={COLORS.cut} maxBarSize={36} isAnimationActive={false} />
            </>
          )}
          {!zoomed && (
            <Scatter
              dataKey="budget"
              shape={(p: { cx?: number; cy?: number }) => <BudgetMark cx={p.cx} cy={p.cy} dot={!many} />}
              isAnimationActive={false}
            />
          )}
          {!zoomed && batch.perCallBudget > 0 && (
            <ReferenceLine y={batch.perCallBudget} stroke={COLORS.share} strokeDasharray="6 3" />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
