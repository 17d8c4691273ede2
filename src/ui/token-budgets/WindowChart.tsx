import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { Composition } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { type LogScale, useLogScale } from '../charts/log-scale.tsx'
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
 * On a log scale a stack has no meaning (each segment would start where the last ended, 10× further right), so
 * the parts are drawn side by side instead: one row per part, its reserved and its used tokens, against the
 * window line. Parts of tens of tokens beside a window of 128,000 stay visible.
 */
function PartsOnLog({
  rows,
  present,
  scale,
  windowTokens,
  overflow,
  unit,
}: {
  rows: ReturnType<typeof windowRows>
  present: SegmentKey[]
  scale: LogScale
  windowTokens: number
  overflow: boolean
  unit: string
}) {
  const reserved = rows.find((r) => r.id === 'reserved')?.values ?? {}
  const used = rows.find((r) => r.id === 'used')?.values ?? {}
  const data = present.map((k) => ({
    part: SEGMENTS[k].label,
    reserved: scale.drawable(reserved[k] ?? 0),
    used: scale.drawable(used[k] ?? 0),
  }))
  // hover reads the parts' own numbers (the CSV stays the chart's table: the two rows, every part)
  const hover: ChartTable<(typeof data)[number]> = {
    columns: [
      { key: 'part', label: 'part' },
      { key: 'reserved', label: `reserved (${unit})` },
      { key: 'used', label: `used (${unit})` },
    ],
    rows: data,
  }
  const [lo, hi] = scale.axis.domain
  const ticks = scale.axis.ticks.filter((t) => t >= lo && t <= Math.max(hi, windowTokens))
  return (
    <ResponsiveContainer width="100%" height={40 + present.length * 26}>
      <BarChart data={data} layout="vertical" margin={{ top: 18, right: 40, bottom: 22, left: 8 }} barGap={1}>
        <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" horizontal={false} />
        <XAxis
          type="number"
          scale="log"
          domain={[lo, Math.max(hi, windowTokens)]}
          ticks={ticks}
          allowDataOverflow
          tickFormatter={compact}
          tick={{ fontSize: 11 }}
          label={{ value: `${unit} (log scale)`, position: 'insideBottom', offset: -14, fontSize: 11 }}
        />
        <YAxis type="category" dataKey="part" width={130} tick={{ fontSize: 11 }} />
        {chartTooltip(hover, 'part')}
        <Bar dataKey="reserved" fill="#ced4da" isAnimationActive={false} maxBarSize={10} />
        <Bar dataKey="used" fill="#1c7ed6" isAnimationActive={false} maxBarSize={10} />
        <ReferenceLine
          x={windowTokens}
          stroke={overflow ? '#b42318' : '#1d232b'}
          strokeDasharray="4 3"
          label={{ value: 'window', fontSize: 10, position: 'top' }}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}

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
  const scale = useLogScale(rows.flatMap((r) => present.map((k) => r.values[k] ?? 0)))
  const window = `The window: ${composition.windowTokens.toLocaleString('en-US')} ${unit}`
  return (
    <ChartFrame
      label="The context window, reserved and used"
      file="context-window"
      table={table}
      controls={scale.control}
      caption={
        scale.log
          ? `${window}. Log scale: ${scale.note}; the parts side by side (a stack has no meaning on a log axis); untick for the stacked window.`
          : `${window}${composition.overflow ? ' (overflow: a bar passes it)' : ''}.`
      }
      legend={
        scale.log
          ? [
              { label: 'reserved (budgeter)', color: '#ced4da', shape: 'bar' as const },
              { label: 'used (measured)', color: '#1c7ed6', shape: 'bar' as const },
            ]
          : present.map((k) => ({
              label: SEGMENTS[k].label,
              color: SEGMENTS[k].color,
              shape: 'bar' as const,
            }))
      }
    >
      {scale.log ? (
        <PartsOnLog
          rows={rows}
          present={present}
          scale={scale}
          windowTokens={composition.windowTokens}
          overflow={composition.overflow}
          unit={unit}
        />
      ) : (
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
      )}
    </ChartFrame>
  )
}
