import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { Composition } from '../../engine/tool-budgets/window/compose.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { SEGMENTS, type SegmentKey, windowRows } from './parts.ts'

interface ShapeProps {
  x?: number
  y?: number
  width?: number
  height?: number
  fill?: string
  payload?: Record<string, number | string>
}

const compact = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${Math.round(n / 1_000)}k` : String(n)

/**
 * The window as two horizontal stacked bars: what PraisonAI's budgeter reserves, and what the parts measure,
 * with the window as a line; a bar past the line is an overflow. Segments carry their numbers (data-*) so the
 * browser test can hold the chart to the table.
 */
export function WindowChart({ composition, unit }: { composition: Composition; unit: string }) {
  const rows = windowRows(composition)
  const data = rows.map((r) => ({ row: r.row, id: r.id, ...r.values }))
  const keys = Object.keys(SEGMENTS) as SegmentKey[]
  const present = keys.filter((k) => rows.some((r) => (r.values[k] ?? 0) > 0))
  const widest = Math.max(
    composition.windowTokens,
    ...rows.map((r) => Object.values(r.values).reduce((s, v) => s + (v ?? 0), 0)),
  )
  const table: ChartTable<(typeof data)[number]> = {
    columns: [
      { key: 'row', label: 'bar' },
      ...present.map((k) => ({ key: k, label: `${SEGMENTS[k].label} (${unit})` })),
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label="The context window, reserved and used"
      file="context-window"
      table={table}
      caption={`The window: ${composition.windowTokens.toLocaleString('en-US')} ${unit}${composition.overflow ? ' (overflow: a bar passes it)' : ''}.`}
      legend={present.map((k) => ({
        label: SEGMENTS[k].label,
        color: SEGMENTS[k].color,
        shape: 'bar' as const,
      }))}
    >
      <ResponsiveContainer width="100%" height={170}>
        {/* recharts stacks bars in the order they mount: a part that comes back would stack after the
            headroom. A new set of parts is a new chart, stacked in order. */}
        <BarChart
          key={present.join(' ')}
          data={data}
          layout="vertical"
          margin={{ top: 18, right: 40, bottom: 22, left: 8 }}
        >
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" horizontal={false} />
          <XAxis
            type="number"
            domain={[0, widest]}
            tickFormatter={compact}
            tick={{ fontSize: 11 }}
            label={{ value: `${unit} in the window`, position: 'insideBottom', offset: -14, fontSize: 11 }}
          />
          <YAxis type="category" dataKey="row" width={130} tick={{ fontSize: 11 }} />
          {chartTooltip(table, 'row')}
          {present.map((k) => (
            <Bar
              key={k}
              dataKey={k}
              stackId="w"
              fill={SEGMENTS[k].color}
              isAnimationActive={false}
              shape={(p: ShapeProps) => (
                <rect
                  x={p.x}
                  y={p.y}
                  width={Math.max(0, p.width ?? 0)}
                  height={p.height}
                  fill={p.fill}
                  stroke={k === 'headroom' ? '#adb5bd' : '#fff'}
                  strokeDasharray={k === 'headroom' ? '3 2' : undefined}
                  data-row={p.payload?.id}
                  data-segment={k}
                  data-tokens={p.payload?.[k] ?? 0}
                />
              )}
            />
          ))}
          <ReferenceLine
            x={composition.windowTokens}
            stroke={composition.overflow ? '#b42318' : '#1d232b'}
            strokeDasharray="4 3"
            label={{
              value: composition.overflow ? 'window (overflow →)' : 'window',
              fontSize: 10,
              position: 'top',
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
