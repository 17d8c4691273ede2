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
import type { TurnReport } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { ChartLegend } from './ChartLegend.tsx'

/** Calls per LLM call and the running totals the guards check, against both caps. */
export function TurnChart({ turn, height = 220 }: { turn: TurnReport; height?: number }) {
  const data = turn.iterations.map((it) => ({
    name: String(it.llmCall + 1),
    inBatch: it.outcome === 'ran-batch' ? it.callsInBatch : 0,
    before: it.totalCallsBefore,
    busiest: it.topToolBefore?.count ?? 0,
  }))
  // Keep the caps in view without letting a cap of 1,000 flatten a 20-call turn.
  const top = Math.max(...data.map((d) => Math.max(d.before, d.inBatch)), 1)
  // Show a cap when it is within reach (at most 4× the busiest value), without letting a cap of 1,000
  // flatten a 20-call turn.
  const inReach = (cap: number) => cap <= top * 4
  const yMax =
    Math.max(
      top,
      inReach(turn.maxToolCallsPerTurn) ? turn.maxToolCallsPerTurn : 0,
      inReach(turn.maxIdenticalToolCalls) ? turn.maxIdenticalToolCalls : 0,
    ) * 1.1
  return (
    <figure
      className="chart"
      aria-label="Tool calls per LLM call and the running totals checked by the guards"
    >
      <ChartLegend
        items={[
          { label: 'calls in its batch', color: '#9db7e8', shape: 'bar' },
          { label: 'total calls before it', color: '#2f6fdb', shape: 'line' },
          { label: 'busiest tool before it', color: '#7b3fbf', shape: 'line' },
          { label: 'caps (labelled)', color: '#d9480f', shape: 'dashed' },
        ]}
      />
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fontSize: 11 }}
            label={{
              value: 'LLM call (guards checked before it)',
              position: 'insideBottom',
              offset: -12,
              fontSize: 11,
            }}
          />
          <YAxis
            domain={[0, Math.ceil(yMax)]}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            width={44}
            label={{ value: 'calls', angle: -90, position: 'insideLeft', fontSize: 11 }}
          />
          <Bar dataKey="inBatch" name="calls in its batch" fill="#9db7e8" isAnimationActive={false} />
          <Line
            dataKey="before"
            name="total calls before it"
            stroke="#2f6fdb"
            strokeWidth={2}
            type="stepAfter"
            isAnimationActive={false}
          />
          <Line
            dataKey="busiest"
            name="busiest tool before it"
            stroke="#7b3fbf"
            strokeWidth={2}
            strokeDasharray="4 2"
            type="stepAfter"
            isAnimationActive={false}
          />
          {turn.maxToolCallsPerTurn <= yMax && (
            <ReferenceLine
              y={turn.maxToolCallsPerTurn}
              stroke="#d9480f"
              strokeDasharray="6 3"
              label={{
                value: `maxToolCallsPerTurn ${fmt(turn.maxToolCallsPerTurn)}`,
                position: 'insideTopLeft',
                fontSize: 11,
                fill: '#d9480f',
              }}
            />
          )}
          {turn.maxIdenticalToolCalls <= yMax && (
            <ReferenceLine
              y={turn.maxIdenticalToolCalls}
              stroke="#7b3fbf"
              strokeDasharray="6 3"
              label={{
                value: `maxIdenticalToolCalls ${fmt(turn.maxIdenticalToolCalls)}`,
                position: 'insideBottomLeft',
                fontSize: 11,
                fill: '#7b3fbf',
              }}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}
