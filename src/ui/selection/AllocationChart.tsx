import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SelectionReport } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { settledChart } from '../charts/lazy-chart.tsx'
import { colorOf, STRATEGY_INFO } from './names.ts'

/** Past this many classifier entries, the rest are one "other categories" segment. */
const MAX_SEGMENTS = 9
const UNUSED = '#e9ecef'

/** Segment keys and labels of the chart: the first entries by name, then "other", then unused slots. */
export function segmentsOf(report: SelectionReport): { key: string; label: string; color: string }[] {
  const entries = report.strategies[0]?.perEntry ?? []
  const shown = entries
    .slice(0, MAX_SEGMENTS)
    .map((e, i) => ({ key: `e${i}`, label: e.category || '(no name)', color: colorOf(i) }))
  if (entries.length > MAX_SEGMENTS)
    shown.push({ key: 'other', label: `${entries.length - MAX_SEGMENTS} other categories`, color: '#868e96' })
  return [...shown, { key: 'unused', label: 'unused slots', color: UNUSED }]
}

/** One row per strategy: its slots per classifier entry (the first nine, then the rest summed) and unused. */
export function allocationData(report: SelectionReport) {
  return report.strategies.map((s) => {
    const row: Record<string, number | string> = { strategy: STRATEGY_INFO[s.strategy].label, id: s.strategy }
    s.perEntry.forEach((e, i) => {
      const key = i < MAX_SEGMENTS ? `e${i}` : 'other'
      row[key] = ((row[key] as number | undefined) ?? 0) + e.slots
    })
    row.unused = s.unusedSlots
    return row
  })
}

interface ShapeProps {
  x?: number
  y?: number
  width?: number
  height?: number
  fill?: string
  payload?: Record<string, number | string>
}

/**
 * Slots per category as stacked horizontal bars, one bar per strategy on the same input, unused slots in grey
 * and max_tools as a line. Each segment carries its numbers (data-*) so the browser test can hold the chart to
 * the table.
 */
export function AllocationChart({ report }: { report: SelectionReport }) {
  return (
    <SlotBars
      data={allocationData(report)}
      segments={segmentsOf(report)}
      maxTools={report.maxTools}
      most={Math.max(report.maxTools, ...report.strategies.map((s) => s.selectedCount))}
    />
  )
}

/** The chart itself, from the few numbers it draws (compared by value: see settledChart). */
const SlotBars = settledChart(function SlotBars({
  data,
  segments,
  maxTools,
  most,
}: {
  data: ReturnType<typeof allocationData>
  segments: ReturnType<typeof segmentsOf>
  maxTools: number
  most: number
}) {
  const table: ChartTable<(typeof data)[number]> = {
    columns: [
      { key: 'strategy', label: 'strategy' },
      ...segments.map((seg) => ({ key: seg.key, label: `${seg.label} (slots)` })),
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label="Slots per category, per strategy"
      file="slots-per-category"
      table={table}
      caption={`max_tools: ${maxTools} slots.`}
      legend={segments.map((s) => ({ label: s.label, color: s.color, shape: 'bar' as const }))}
    >
      <ResponsiveContainer width="100%" height={210}>
        {/* recharts stacks bars in the order they mount: a segment that comes back (a chip toggled off and on)
            would stack after "unused". A new set of segments is a new chart, stacked in order. */}
        <BarChart
          key={segments.map((s) => s.key).join(' ')}
          data={data}
          layout="vertical"
          margin={{ top: 16, right: 40, bottom: 20, left: 8 }}
        >
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" horizontal={false} />
          <XAxis
            type="number"
            domain={[0, Math.max(1, most)]}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            label={{
              value: 'slots (tools in the list)',
              position: 'insideBottom',
              offset: -12,
              fontSize: 11,
            }}
          />
          <YAxis type="category" dataKey="strategy" width={170} tick={{ fontSize: 11 }} />
          {chartTooltip(table, 'strategy')}
          {segments.map((seg) => (
            <Bar
              key={seg.key}
              dataKey={seg.key}
              stackId="slots"
              fill={seg.color}
              stroke={seg.key === 'unused' ? '#adb5bd' : '#fff'}
              isAnimationActive={false}
              shape={(p: ShapeProps) => (
                <rect
                  x={p.x}
                  y={p.y}
                  width={Math.max(0, p.width ?? 0)}
                  height={p.height}
                  fill={p.fill}
                  stroke={seg.key === 'unused' ? '#adb5bd' : '#fff'}
                  strokeDasharray={seg.key === 'unused' ? '3 2' : undefined}
                  data-strategy={p.payload?.id}
                  data-segment={seg.key}
                  data-slots={p.payload?.[seg.key] ?? 0}
                />
              )}
            />
          ))}
          <ReferenceLine
            x={maxTools}
            stroke="#1d232b"
            strokeDasharray="4 3"
            label={{ value: `max_tools ${maxTools}`, fontSize: 10, position: 'top' }}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
})
