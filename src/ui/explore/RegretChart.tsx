import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SimResult } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { settledChart } from '../charts/lazy-chart.tsx'
import { fmt } from '../format.ts'
import { BOUND_COLOR, indexed, policyColor } from './colors.ts'
import { timeTicks } from './ticks.ts'

const short = (v: number) =>
  Math.abs(v) >= 1000 ? `${fmt(Math.round(v / 100) / 10)}k` : fmt(Math.round(v * 10) / 10)

/** Rows for recharts: one per sampled call count, each policy's mean (m0, m1 …) and band ([lo, hi]). */
type Row = Record<string, number | [number, number]>

function rows(result: SimResult): Row[] {
  return result.t.map((t, j) => {
    const row: Row = { t }
    result.policies.forEach((p, i) => {
      // A policy with no runs draws nothing (not a flat line at 0).
      if (p.runs === 0) return
      row[`m${i}`] = p.regretMean[j] ?? 0
      row[`b${i}`] = [p.regretLo[j] ?? 0, p.regretHi[j] ?? 0]
    })
    if (result.lowerBound) row.lb = result.lowerBound.values[j] ?? 0
    return row
  })
}

/** Mean cumulative pseudo-regret per policy with its band, the Lai–Robbins bound, on a linear or log time axis. */
export const RegretChart = settledChart(RegretChartNow)

function RegretChartNow({
  result,
  logTime,
  height = 300,
}: {
  result: SimResult
  logTime: boolean
  height?: number
}) {
  const data = rows(result)
  const band = result.band === 'sd' ? '± 1 sd' : '5th–95th percentile'
  const last = Math.max(1, result.t.at(-1) ?? 1)
  const edge = (i: number, k: 0 | 1) => (row: Row) => (row[`b${i}`] as [number, number] | undefined)?.[k]
  const table: ChartTable<Row> = {
    columns: [
      { key: 't', label: 'calls made, t' },
      ...result.policies.flatMap((p, i) => [
        { key: `m${i}`, label: `${p.label}: mean regret (reward units)` },
        { key: `b${i}`, label: `${p.label}: band low (${band})`, value: edge(i, 0) },
        { key: `b${i}:hi`, label: `${p.label}: band high (${band})`, value: edge(i, 1) },
      ]),
      ...(result.lowerBound ? [{ key: 'lb', label: 'Lai–Robbins bound (reward units)' }] : []),
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label="Cumulative regret after each call, per policy"
      file="cumulative-regret"
      table={table}
      caption={`Shaded: ${band} over runs${result.band === 'sd' ? ' (clipped at 0: regret is never negative)' : ''}.`}
      legend={[
        ...result.policies.map((p, i) => ({
          label: p.runs === 0 ? `${p.label} (no runs)` : p.label,
          color: policyColor(i),
          shape: 'line' as const,
        })),
        ...(result.lowerBound
          ? [
              {
                label: `Lai–Robbins bound ${result.lowerBound.constant.toFixed(3)} · ln t`,
                color: BOUND_COLOR,
                shape: 'dashed' as const,
              },
            ]
          : []),
      ]}
    >
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 22, left: 8 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="t"
            type="number"
            scale={logTime ? 'log' : 'linear'}
            domain={[1, last]}
            allowDataOverflow
            ticks={timeTicks(Math.max(1, result.t.at(-1) ?? 1), logTime)}
            tick={{ fontSize: 11 }}
            tickFormatter={(v: number) => short(v)}
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
            // Pseudo-regret is never negative: a ± 1 sd band reaching below 0 is clipped there.
            domain={[0, 'auto']}
            allowDataOverflow
            tickFormatter={(v: number) => short(v)}
            label={{
              value: 'cumulative regret (reward units)',
              angle: -90,
              position: 'insideLeft',
              fontSize: 11,
              dy: 90,
            }}
          />
          {chartTooltip(table, 't')}
          {indexed(result.policies).map(({ i, key }) => (
            <Area
              key={key}
              dataKey={`b${i}`}
              stroke="none"
              fill={policyColor(i)}
              fillOpacity={0.12}
              tooltipType="none"
              isAnimationActive={false}
              activeDot={false}
            />
          ))}
          {result.lowerBound && (
            <Line
              dataKey="lb"
              stroke={BOUND_COLOR}
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
            />
          )}
          {indexed(result.policies).map(({ item: p, i, key }) => (
            <Line
              key={key}
              dataKey={`m${i}`}
              name={p.label}
              stroke={policyColor(i)}
              strokeWidth={2}
              strokeDasharray={i >= 4 ? '8 3' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
