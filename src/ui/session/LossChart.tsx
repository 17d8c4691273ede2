import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SessionTimeline, ToolLoss } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'

const LOST = '#c92a2a'
const REFETCHED = '#e67700'

/** Per tool: the tokens of its results the harness cut, cleared, masked or summarized away, and those fetched again. */
export function LossChart({ timeline, height = 220 }: { timeline: SessionTimeline; height?: number }) {
  const table: ChartTable<ToolLoss> = {
    columns: [
      { key: 'tool', label: 'tool' },
      { key: 'lostTokens', label: 'lost (tokens)' },
      { key: 'refetchTokens', label: 're-fetched (tokens)' },
    ],
    rows: timeline.losses,
  }
  return (
    <ChartFrame
      label={`${timeline.harness.label}: tokens lost and re-fetched, by tool`}
      file={`session-losses-${timeline.harness.id}`}
      table={table}
      legend={[
        { label: 'lost (tokens)', color: LOST, shape: 'bar' },
        { label: 're-fetched (tokens)', color: REFETCHED, shape: 'bar' },
      ]}
    >
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={timeline.losses} margin={{ top: 8, right: 16, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="tool"
            tick={{ fontSize: 11 }}
            label={{ value: 'tool', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={(v: number) => fmt(v)}
            label={{ value: 'tokens', angle: -90, position: 'insideLeft', fontSize: 11, dy: 20 }}
          />
          {chartTooltip(table, 'tool')}
          <Bar dataKey="lostTokens" name="lost (tokens)" fill={LOST} isAnimationActive={false} />
          <Bar
            dataKey="refetchTokens"
            name="re-fetched (tokens)"
            fill={REFETCHED}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
