import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SessionTimeline } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'
import { usd } from './money.ts'

type Row = { call: number; cumulative: number; without: number; dollars: number }

const BILLED = '#1c7ed6'
const PAYS = '#2b8a3e'
const WITHOUT = '#868e96'

/**
 * The session's dollars up to each call as billed with the cache (cumulative), with the call where the harness's
 * events pay for themselves marked. A compaction's summary call is counted at the call after it.
 */
export function CostChart({ timeline: t, height = 220 }: { timeline: SessionTimeline; height?: number }) {
  const byCall = new Map<number, Row>()
  for (const c of t.cost.calls) {
    const r = byCall.get(c.call)
    byCall.set(c.call, {
      call: c.call,
      cumulative: c.cumulative,
      without: c.cumulativeWithout,
      dollars: (r?.dollars ?? 0) + c.dollars,
    })
  }
  const rows = [...byCall.values()]
  const table: ChartTable<Row> = {
    columns: [
      { key: 'call', label: 'LLM call' },
      { key: 'dollars', label: 'call ($, cached)', show: usd },
      { key: 'cumulative', label: 'session so far ($, cached)', show: usd },
      { key: 'without', label: 'without the events ($, cached)', show: usd },
    ],
    rows,
  }
  return (
    <ChartFrame
      label={`${t.harness.label}: the session's dollars up to each LLM call, with caching as billed`}
      file={`session-cost-${t.harness.id}`}
      table={table}
      legend={[
        { label: 'session so far ($)', color: BILLED, shape: 'line' },
        { label: 'without the harness’s events ($)', color: WITHOUT, shape: 'dashed' },
        ...(t.cost.paysAt === null
          ? []
          : [
              {
                label: `events pay for themselves (call ${fmt(t.cost.paysAt)})`,
                color: PAYS,
                shape: 'dashed' as const,
              },
            ]),
      ]}
      caption={`Total ${usd(t.cost.totals.dollars)}; with none of the harness's events ${usd(t.cost.withoutEvents)}.${t.cost.sampled ? ` ${fmt(t.cost.calls.length)} of ${fmt(t.cost.callCount)} calls drawn.` : ''}`}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={rows} margin={{ top: 18, right: 24, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="call"
            type="number"
            domain={[1, Math.max(1, t.callCount)]}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            label={{ value: 'LLM call (#)', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={(v: number) => (v >= 1 ? usd(v) : `$${Number(v.toPrecision(2))}`)}
            label={{ value: 'dollars', angle: -90, position: 'insideLeft', fontSize: 11, dy: 20 }}
          />
          {chartTooltip(table, 'call')}
          <Line
            dataKey="cumulative"
            name="session so far ($)"
            stroke={BILLED}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            dataKey="without"
            name="without the harness’s events ($)"
            stroke={WITHOUT}
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={false}
          />
          {t.cost.paysAt !== null && (
            <ReferenceLine
              x={t.cost.paysAt}
              stroke={PAYS}
              strokeDasharray="5 3"
              label={{ value: 'pays', position: 'top', fontSize: 10, fill: PAYS }}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
