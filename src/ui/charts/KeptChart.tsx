import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts'
import type { BatchReport } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { ChartLegend } from './ChartLegend.tsx'

const COLORS = { raw: '#c8ced8', kept: '#2f6fdb', budget: '#d9480f', share: '#8a5a00' }

const axisTick = (v: number) =>
  v >= 1_000_000 ? `${v / 1_000_000}M` : v >= 1_000 ? `${v / 1_000}k` : String(v)

/** Raw vs kept chars per call, each call's budget as a line and the even share as a reference line. */
export function KeptChart({ batch, height = 260 }: { batch: BatchReport; height?: number }) {
  const data = batch.calls.map((c) => ({
    name: `${c.index + 1} ${c.tool}`.slice(0, 24),
    raw: c.rawChars,
    kept: c.keptChars,
    budget: c.budgetChars,
  }))
  if (data.length === 0) return <p className="muted">No calls in this batch: nothing to chart.</p>
  return (
    <figure className="chart" aria-label="Raw and kept chars per call, with each call's budget">
      <ChartLegend
        items={[
          { label: 'raw output (chars)', color: COLORS.raw, shape: 'bar' },
          { label: 'kept, sent to the model (chars)', color: COLORS.kept, shape: 'bar' },
          { label: "this call's budget", color: COLORS.budget, shape: 'line' },
          { label: `even share ${fmt(batch.perCallBudget)}`, color: COLORS.share, shape: 'dashed' },
        ]}
      />
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }} barGap={-28}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fontSize: 11 }}
            interval={0}
            label={{ value: 'call', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            tickFormatter={axisTick}
            tick={{ fontSize: 11 }}
            width={56}
            label={{ value: 'chars', angle: -90, position: 'insideLeft', fontSize: 11 }}
          />
          <Bar dataKey="raw" name="raw output" fill={COLORS.raw} barSize={28} isAnimationActive={false} />
          <Bar dataKey="kept" name="kept (sent)" fill={COLORS.kept} barSize={18} isAnimationActive={false} />
          <Line
            dataKey="budget"
            name="this call's budget"
            stroke={COLORS.budget}
            strokeWidth={2}
            type="step"
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
          <ReferenceLine y={batch.perCallBudget} stroke={COLORS.share} strokeDasharray="6 3" />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}
