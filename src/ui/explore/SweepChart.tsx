import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SweepStats } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { settledChart } from '../charts/lazy-chart.tsx'
import { fmt } from '../format.ts'
import { indexed, policyColor } from './colors.ts'

/** Each policy's rank (1 = most total reward per run) at each scaleFactor: where the lines cross, rankings change. */
export const SweepChart = settledChart(SweepChartNow)

function SweepChartNow({ sweep, height = 220 }: { sweep: SweepStats; height?: number }) {
  const data = sweep.scales.map((scale, s) => {
    const row: Record<string, number | null> = { scale }
    sweep.rows.forEach((r, i) => {
      const rank = r.rank[s]
      row[`r${i}`] = rank === undefined || Number.isNaN(rank) ? null : rank
    })
    return row
  })
  const n = sweep.rows.length
  const table: ChartTable<Record<string, number | null>> = {
    columns: [
      { key: 'scale', label: 'scaleFactor (×)' },
      ...sweep.rows.map((r, i) => ({ key: `r${i}`, label: `${r.label}: rank (1 = most reward)` })),
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label="Rank of each policy at each budget scale"
      file="scale-sweep-ranks"
      table={table}
      legend={sweep.rows.map((r, i) => ({ label: r.label, color: policyColor(i), shape: 'line' as const }))}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 22, left: 8 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="scale"
            type="number"
            scale="log"
            domain={['dataMin', 'dataMax']}
            ticks={sweep.scales}
            tick={{ fontSize: 11 }}
            tickFormatter={(v: number) => `×${fmt(v)}`}
            label={{
              value: 'scaleFactor (× every budget limit, log scale)',
              position: 'insideBottom',
              offset: -12,
              fontSize: 11,
            }}
          />
          <YAxis
            reversed
            domain={[1, Math.max(1, n)]}
            ticks={Array.from({ length: n }, (_, i) => i + 1)}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            width={44}
            label={{
              value: 'rank (1 = most reward)',
              angle: -90,
              position: 'insideLeft',
              fontSize: 11,
              dy: 60,
            }}
          />
          {chartTooltip(table, 'scale')}
          {indexed(sweep.rows).map(({ item: r, i, key }) => (
            <Line
              key={key}
              dataKey={`r${i}`}
              name={r.label}
              stroke={policyColor(i)}
              strokeWidth={2}
              strokeDasharray={i >= 4 ? '8 3' : undefined}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
