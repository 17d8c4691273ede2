import { useState } from 'react'
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { PlannerReport } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { settledChart } from '../charts/lazy-chart.tsx'
import { fmt } from '../format.ts'

const RULE_LABEL: Record<string, string> = {
  'builder-exhausted': 'BLOCK',
  'builder-verify-failed': 'BLOCK (verify failed)',
  'observer-exhausted': 'Observer stops',
  'explorer-partial': 'partial',
}

/** A round tick step (1, 2 or 5 × 10^k, at least 1) giving about five ticks up to `max`. */
function tickStep(max: number): number {
  const raw = Math.max(1, max / 5)
  const base = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((m) => m * base).find((v) => v >= raw) ?? 10 * base
}

/** Budget remaining (or, unlimited, calls used) after each action of the log, with where the rule fires. */
export const StepChart = settledChart(StepChartNow)

function StepChartNow({ report, height = 230 }: { report: PlannerReport; height?: number }) {
  const { points, yIs, firesAt, actionCount } = report.chart
  const rule = report.fired[0]?.rule
  const fireLine = 'line' in report.outcome ? report.outcome.line : null
  const yLabel = yIs === 'remaining' ? 'calls remaining' : 'calls used'
  const top = Math.max(1, ...points.map((p) => p.y))
  const step = tickStep(top)
  const yMax = Math.ceil((top + 0.5) / step) * step
  // A rule that fires early in a long log leaves a flat line after it: offer (and start with) a view of the
  // actions around it, so the steps stay readable.
  const atFire = points.find((p) => p.x === firesAt)?.y
  const flatAfter = firesAt !== null && points.every((p) => p.x <= firesAt || p.y === atFire)
  const zoomable = flatAfter && firesAt !== null && actionCount > 40 && firesAt * 10 < actionCount
  const [zoom, setZoom] = useState(true)
  const zoomed = zoomable && zoom
  const xMax = zoomed ? Math.max(20, (firesAt ?? 0) * 2) : Math.max(1, actionCount)
  const table: ChartTable<(typeof points)[number]> = {
    columns: [
      { key: 'x', label: 'action # in the log (0 = start)' },
      { key: 'y', label: yLabel },
    ],
    rows: points,
  }
  return (
    <ChartFrame
      label={`Step chart: ${yLabel} after each action`}
      file="planner-budget-steps"
      table={table}
      legend={[
        { label: yLabel, color: '#2f6fdb', shape: 'line' },
        ...(firesAt !== null && rule
          ? [{ label: `rule fires (${RULE_LABEL[rule]})`, color: '#d9480f', shape: 'dashed' as const }]
          : []),
      ]}
      controls={
        zoomable && (
          <button type="button" className="small-btn" aria-pressed={zoomed} onClick={() => setZoom(!zoom)}>
            {zoomed ? `Show all ${fmt(actionCount)} actions` : 'Zoom to where the rule fires'}
          </button>
        )
      }
      caption={
        zoomed
          ? `Showing actions 0–${fmt(xMax)} of ${fmt(actionCount)}: the budget does not change after the rule fires.`
          : undefined
      }
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={points} margin={{ top: 14, right: 20, bottom: 20, left: 8 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          <XAxis
            type="number"
            dataKey="x"
            domain={[0, xMax]}
            allowDataOverflow
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            tickFormatter={(v: number) => fmt(v)}
            label={{
              value: 'action # in the log (0 = start)',
              position: 'insideBottom',
              offset: -12,
              fontSize: 11,
            }}
          />
          <YAxis
            domain={[0, yMax]}
            ticks={Array.from({ length: yMax / step + 1 }, (_, i) => i * step)}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            width={44}
            label={{ value: yLabel, angle: -90, position: 'insideLeft', fontSize: 11, dy: 40 }}
          />
          {chartTooltip(table, 'x')}
          <Line
            dataKey="y"
            name={yLabel}
            type="stepAfter"
            stroke="#2f6fdb"
            strokeWidth={2}
            dot={points.length <= 60 ? { r: 2 } : false}
            isAnimationActive={false}
          />
          {firesAt !== null && rule && (
            <ReferenceLine
              x={firesAt}
              stroke="#d9480f"
              strokeDasharray="6 3"
              label={{
                value: `${RULE_LABEL[rule]} at action ${fmt(firesAt)}${fireLine ? ` (line ${fmt(fireLine)})` : ''}`,
                position: (firesAt ?? 0) > xMax * 0.6 ? 'insideTopRight' : 'insideTopLeft',
                fontSize: 11,
                fill: '#d9480f',
              }}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
