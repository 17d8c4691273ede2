import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Dollars } from '../../engine/cost/session.ts'
import { formatUsd } from '../../state/format-amount.ts'
import { ChartLegend } from '../charts/ChartLegend.tsx'

export interface CostSeries {
  id: string
  label: string
  color: string
  /** Cumulative dollars by turn. */
  cumulative: Dollars[]
  /** Drawn thick (your settings, or B beside A). */
  strong?: boolean
  dashed?: boolean
}

/** Cumulative dollars by turn, one line per series, with or without prompt caching, on one scale. */
export function CumulativeChart({
  series,
  caching,
  height = 260,
}: {
  series: CostSeries[]
  caching: boolean
  height?: number
}) {
  const key = caching ? 'cached' : 'uncached'
  const turns = Math.max(0, ...series.map((s) => s.cumulative.length))
  const data = Array.from({ length: turns }, (_, t) => {
    const row: Record<string, number | string> = { turn: t + 1 }
    for (const s of series) row[s.id] = s.cumulative[t]?.[key] ?? 0
    return row
  })
  return (
    <figure
      className="chart"
      aria-label={`Cumulative cost by turn, ${caching ? 'with' : 'without'} prompt caching`}
    >
      <ChartLegend
        items={series.map((s) => ({ label: s.label, color: s.color, shape: s.dashed ? 'dashed' : 'line' }))}
      />
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="turn"
            tick={{ fontSize: 11 }}
            label={{ value: 'turn', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={(v: number) => formatUsd(v)}
            label={{ value: 'US$ so far', angle: -90, position: 'insideLeft', fontSize: 11, dy: 30 }}
          />
          <Tooltip formatter={(v) => formatUsd(Number(v))} labelFormatter={(t) => `after turn ${t}`} />
          {series.map((s) => (
            <Line
              key={s.id}
              dataKey={s.id}
              name={s.label}
              stroke={s.color}
              strokeWidth={s.strong ? 3 : 1.5}
              strokeDasharray={s.dashed ? '6 3' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  )
}
