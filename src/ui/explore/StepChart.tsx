import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SimResult } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { settledChart } from '../charts/lazy-chart.tsx'
import { fmt } from '../format.ts'
import { indexed, policyColor } from './colors.ts'
import { niceTicks, timeTicks } from './ticks.ts'

export type StepMeasure = 'reward' | 'best'

/**
 * Sutton and Barto's two panels (Figure 2.2): average reward per call, or % of calls to a best tool, at each
 * call count (averaged over the calls since the previous sample and over the runs still going).
 */
export const StepChart = settledChart(StepChartNow)

function StepChartNow({
  result,
  measure,
  logTime,
  height = 220,
}: {
  result: SimResult
  measure: StepMeasure
  logTime: boolean
  height?: number
}) {
  const data = result.t.map((t, j) => {
    const row: Record<string, number | null> = { t }
    result.policies.forEach((p, i) => {
      const v = measure === 'reward' ? p.rewardMean[j] : p.bestShare[j]
      row[`v${i}`] = v === undefined || Number.isNaN(v) ? null : measure === 'best' ? v * 100 : v
    })
    return row
  })
  const values = data.flatMap((r) => Object.values(r).filter((v, i) => i > 0 && v !== null) as number[])
  const yTicks =
    measure === 'best'
      ? [0, 20, 40, 60, 80, 100]
      : niceTicks(Math.min(0, ...values), Math.max(0.1, ...values))
  const yDomain: [number, number] = [yTicks[0] ?? 0, yTicks.at(-1) ?? 1]
  const yLabel = measure === 'reward' ? 'mean reward (reward units)' : '% calls to a best tool'
  const figureLabel =
    measure === 'reward' ? 'Average reward per call (reward units)' : '% of calls to a best tool'
  const unit = measure === 'reward' ? 'reward units' : '%'
  const table: ChartTable<Record<string, number | null>> = {
    columns: [
      { key: 't', label: 'calls made, t' },
      ...result.policies.map((p, i) => ({ key: `v${i}`, label: `${p.label} (${unit})` })),
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label={figureLabel}
      file={measure === 'reward' ? 'reward-per-call' : 'calls-to-best'}
      table={table}
      exportLegend={result.policies.map((p, i) => ({
        label: p.label,
        color: policyColor(i),
        shape: 'line' as const,
      }))}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 22, left: 8 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="t"
            type="number"
            scale={logTime ? 'log' : 'linear'}
            domain={[1, Math.max(1, result.t.at(-1) ?? 1)]}
            allowDataOverflow
            ticks={timeTicks(Math.max(1, result.t.at(-1) ?? 1), logTime)}
            tick={{ fontSize: 11 }}
            tickFormatter={(v: number) => fmt(v)}
            label={{
              value: `calls made, t${logTime ? ' (log scale)' : ''}`,
              position: 'insideBottom',
              offset: -12,
              fontSize: 11,
            }}
          />
          <YAxis
            tick={{ fontSize: 11 }}
            width={52}
            domain={measure === 'best' ? [0, 100] : yDomain}
            ticks={yTicks}
            tickFormatter={(v: number) => (measure === 'best' ? `${v}%` : fmt(Math.round(v * 100) / 100))}
            label={{ value: yLabel, angle: -90, position: 'insideLeft', fontSize: 11, dy: 70 }}
          />
          {chartTooltip(table, 't')}
          {indexed(result.policies).map(({ item: p, i, key }) => (
            <Line
              key={key}
              dataKey={`v${i}`}
              name={p.label}
              stroke={policyColor(i)}
              strokeWidth={1.5}
              strokeDasharray={i >= 4 ? '8 3' : undefined}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
