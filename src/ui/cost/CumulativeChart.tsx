import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { Dollars } from '../../engine/index.ts'
import { formatUsd } from '../../state/format-amount.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { useLogScale } from '../charts/log-scale.tsx'

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

type Row = Record<string, number | null>

/**
 * Cumulative dollars by turn, one line per series, with or without prompt caching, on one scale: a log scale
 * when the series differ by orders of magnitude (cached cents beside uncached dollars).
 */
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
  const rows: Row[] = Array.from({ length: turns }, (_, t) => {
    const row: Row = { turn: t + 1 }
    for (const s of series) row[s.id] = s.cumulative[t]?.[key] ?? 0
    return row
  })
  const scale = useLogScale(rows.flatMap((r) => series.map((s) => r[s.id] ?? 0)))
  const data = rows.map((r) => {
    const row: Row = { turn: r.turn ?? 0 }
    for (const s of series) row[s.id] = scale.drawable(r[s.id])
    return row
  })
  const table: ChartTable<Row> = {
    columns: [
      { key: 'turn', label: 'turn' },
      ...series.map((s) => ({ key: s.id, label: `${s.label} (US$)`, show: formatUsd })),
    ],
    rows,
  }
  const axisLabel = `US$ so far${scale.log ? ' (log scale)' : ''}`
  return (
    <ChartFrame
      label={`Cumulative cost by turn, ${caching ? 'with' : 'without'} prompt caching`}
      file="cost-cumulative"
      table={table}
      legend={series.map((s) => ({ label: s.label, color: s.color, shape: s.dashed ? 'dashed' : 'line' }))}
      controls={scale.control}
      caption={scale.log ? `Log scale: ${scale.note}.` : undefined}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="turn"
            tick={{ fontSize: 11 }}
            label={{ value: 'turn', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            {...(scale.log ? scale.axis : {})}
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={(v: number) => formatUsd(v)}
            label={{ value: axisLabel, angle: -90, position: 'insideLeft', fontSize: 11, dy: 30 }}
          />
          {chartTooltip(table, 'turn')}
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
    </ChartFrame>
  )
}
