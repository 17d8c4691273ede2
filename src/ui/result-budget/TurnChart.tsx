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
import type { TurnReport } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import { categoryTickInterval } from '../charts/category-ticks.ts'
import type { ChartTable } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'

/** A round tick step (1, 2 or 5 × 10^k, at least 1) giving about five ticks up to `max`. */
function tickStep(max: number): number {
  const raw = Math.max(1, max / 5)
  const base = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((m) => m * base).find((v) => v >= raw) ?? 10 * base
}

const COLORS = { inBatch: '#6f93d6', before: '#2f6fdb', busiest: '#7b3fbf' }

/** The busiest tool's count before an LLM call: a dashed level mark across its bar (a step line ended in a sliver). */
function BusiestMark({ cx, cy }: { cx?: number; cy?: number }) {
  if (cx === undefined || cy === undefined) return null
  return (
    <line
      x1={cx - 16}
      x2={cx + 16}
      y1={cy}
      y2={cy}
      stroke={COLORS.busiest}
      strokeWidth={2.5}
      strokeDasharray="4 2"
    />
  )
}

/**
 * Calls per LLM call and the running totals the guards check, against both caps. The total before each call is
 * a wide pale bar with the batch's calls as a narrow bar on it (two category axes on the same calls overlay
 * them), so each LLM call's numbers stand at its own tick; a line stepping between calls drew the last call's
 * total as a 2 px sliver.
 */
export function TurnChart({ turn, height = 220 }: { turn: TurnReport; height?: number }) {
  const data = turn.iterations.map((it) => ({
    name: String(it.llmCall + 1),
    inBatch: it.outcome === 'ran-batch' ? it.callsInBatch : 0,
    before: it.totalCallsBefore,
    busiest: it.topToolBefore?.count ?? 0,
  }))
  const top = Math.max(...data.map((d) => Math.max(d.before, d.inBatch)), 1)
  // Show a cap when it is within reach (at most 4× the busiest value), without letting a cap of 1,000
  // flatten a 20-call turn.
  const inReach = (cap: number) => cap <= top * 4
  const highest = Math.max(
    top,
    inReach(turn.maxToolCallsPerTurn) ? turn.maxToolCallsPerTurn : 0,
    inReach(turn.maxIdenticalToolCalls) ? turn.maxIdenticalToolCalls : 0,
  )
  const step = tickStep(highest * 1.1)
  const yMax = Math.ceil((highest * 1.1) / step) * step
  const table: ChartTable<(typeof data)[number]> = {
    columns: [
      { key: 'name', label: 'LLM call' },
      { key: 'inBatch', label: 'calls in its batch' },
      { key: 'before', label: 'total calls before it' },
      { key: 'busiest', label: 'busiest tool before it (calls)' },
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label="Tool calls per LLM call and the running totals checked by the guards"
      file="turn-guards"
      table={table}
      legend={[
        { label: 'calls in its batch (narrow bar)', color: COLORS.inBatch, shape: 'bar' },
        { label: 'total calls before it (wide pale bar)', color: '#a9c1ec', shape: 'bar' },
        { label: 'busiest tool before it', color: COLORS.busiest, shape: 'dashed' },
        { label: 'caps (labelled)', color: '#d9480f', shape: 'dashed' },
      ]}
    >
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          {/* The same calls twice: the wide bars on a hidden axis of their own lie under the narrow ones. */}
          <XAxis dataKey="name" xAxisId="wide" hide />
          <XAxis
            dataKey="name"
            xAxisId="calls"
            tick={{ fontSize: 11 }}
            interval={categoryTickInterval(data.length)}
            label={{
              value: 'LLM call (guards checked before it)',
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
            label={{ value: 'calls', angle: -90, position: 'insideLeft', fontSize: 11 }}
          />
          {chartTooltip(table, 'name')}
          {/* Wide and underneath: with one tool the busiest count equals the total and its mark rides on it. */}
          <Bar
            dataKey="before"
            xAxisId="wide"
            name="total calls before it"
            fill={COLORS.before}
            fillOpacity={0.35}
            maxBarSize={56}
            isAnimationActive={false}
          />
          <Bar
            dataKey="inBatch"
            xAxisId="calls"
            name="calls in its batch"
            fill={COLORS.inBatch}
            maxBarSize={16}
            isAnimationActive={false}
          />
          <Scatter
            dataKey="busiest"
            xAxisId="calls"
            name="busiest tool before it"
            fill={COLORS.busiest}
            shape={(p: { cx?: number; cy?: number }) => <BusiestMark cx={p.cx} cy={p.cy} />}
            isAnimationActive={false}
          />
          {[
            {
              name: 'maxToolCallsPerTurn',
              value: turn.maxToolCallsPerTurn,
              color: '#d9480f',
              at: 'insideTopLeft' as const,
            },
            {
              name: 'maxIdenticalToolCalls',
              value: turn.maxIdenticalToolCalls,
              color: '#7b3fbf',
              at: 'insideBottomLeft' as const,
            },
          ]
            .filter((cap) => cap.value <= yMax)
            .map((cap) => (
              <ReferenceLine
                key={cap.name}
                xAxisId="calls"
                y={cap.value}
                stroke={cap.color}
                strokeDasharray="6 3"
                label={{
                  value: `${cap.name} ${fmt(cap.value)}`,
                  position: cap.at,
                  fontSize: 11,
                  fill: cap.color,
                }}
              />
            ))}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
