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
import { ChartLegend } from '../charts/ChartLegend.tsx'
import { categoryTickInterval } from '../charts/category-ticks.ts'
import { fmt } from '../format.ts'

const COLORS = { cut: '#f3b9a0', kept: '#2f6fdb', budget: '#d9480f', share: '#8a5a00' }

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

/**
 * Each call's raw output as one bar split into kept (sent) and cut chars, its budget as a mark across it, and the even
 * share as a reference line. When every budget towers over the outputs the axis zooms to the outputs and says so.
 */
export function KeptChart({ batch, height = 260 }: { batch: BatchReport; height?: number }) {
  const data = batch.calls.map((c) => ({
    name: `${c.index + 1} ${c.tool}`.slice(0, 24),
    kept: c.keptChars,
    cut: c.cutChars,
    budget: c.budgetChars,
  }))
  if (data.length === 0) return <p className="muted">No calls in this batch: nothing to chart.</p>
  const maxRaw = Math.max(...batch.calls.map((c) => c.rawChars))
  const maxBudget = Math.max(...batch.calls.map((c) => c.budgetChars), batch.perCallBudget)
  const zoomed = maxRaw > 0 && maxBudget > maxRaw * 4 && batch.totals.truncatedCalls === 0
  const many = data.length > 24
  return (
    <figure className="chart" aria-label="Kept and cut chars per call, with each call's budget">
      <ChartLegend
        items={[
          { label: 'kept, sent to the model (chars)', color: COLORS.kept, shape: 'bar' },
          { label: 'cut (chars)', color: COLORS.cut, shape: 'bar' },
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
      />
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fontSize: 11 }}
            interval={many ? categoryTickInterval(data.length) : 0}
            label={{ value: 'call', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            tickFormatter={axisTick}
            tick={{ fontSize: 11 }}
            width={56}
            domain={zoomed ? [0, Math.ceil(maxRaw * 1.2)] : [0, 'auto']}
            allowDataOverflow={zoomed}
            label={{ value: 'chars', angle: -90, position: 'insideLeft', fontSize: 11 }}
          />
          <Bar dataKey="kept" stackId="raw" fill={COLORS.kept} maxBarSize={36} isAnimationActive={false} />
          <Bar dataKey="cut" stackId="raw" fill={COLORS.cut} maxBarSize={36} isAnimationActive={false} />
          {!zoomed && (
            <Scatter
              dataKey="budget"
              shape={(p: { cx?: number; cy?: number }) => <BudgetMark cx={p.cx} cy={p.cy} dot={!many} />}
              isAnimationActive={false}
            />
          )}
          {!zoomed && <ReferenceLine y={batch.perCallBudget} stroke={COLORS.share} strokeDasharray="6 3" />}
        </ComposedChart>
      </ResponsiveContainer>
      {zoomed && (
        <figcaption className="muted small">
          Axis zoomed to the outputs: the budgets (up to {fmt(maxBudget)} chars) are over 4× the longest
          output, so nothing is cut.
        </figcaption>
      )}
    </figure>
  )
}
