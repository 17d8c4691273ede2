import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { SessionTimeline } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'
import { bandsOf, EVENT_COLORS } from './parts.ts'

type Row = Record<string, number>

const RECORDED = '#7048e8'

/** Event markers drawn at most; past this the table still lists every event. */
const MAX_MARKERS = 60
/** A threshold further above the largest window than this factor is listed, not drawn (it would flatten the chart). */
const DRAW_WITHIN = 2

const compact = (v: number) =>
  v >= 1_000_000
    ? `${fmt(Math.round(v / 100_000) / 10)}M`
    : v >= 1_000
      ? `${fmt(Math.round(v / 1_000))}k`
      : fmt(v)

/**
 * The window before each LLM call, stacked by part (fixed parts, then each tool's results), with the harness's
 * thresholds as horizontal lines and its events as vertical markers labelled by kind.
 */
export function WindowChart({ timeline, height = 300 }: { timeline: SessionTimeline; height?: number }) {
  // Where the harness really compacted (the session file's record), beside where the emulation does.
  const real = (timeline.recorded?.compactions ?? []).flatMap((c) => (c.call === null ? [] : [c.call]))
  const bands = bandsOf(timeline)
  const rows: Row[] = timeline.calls.map((c) => {
    const row: Row = { call: c.call, turn: c.turn, total: c.total }
    for (const b of bands) row[b.key] = b.read(c)
    return row
  })
  const table: ChartTable<Row> = {
    columns: [
      { key: 'call', label: 'LLM call' },
      { key: 'turn', label: 'turn' },
      ...bands.map((b) => ({ key: b.key, label: `${b.label} (tokens)` })),
      { key: 'total', label: 'window (tokens)' },
    ],
    rows,
  }
  const peak = rows.reduce((m, r) => Math.max(m, r.total ?? 0), 0)
  const drawn = timeline.thresholds.filter((t) => t.tokens <= Math.max(1, peak) * DRAW_WITHIN)
  const above = timeline.thresholds.filter((t) => !drawn.includes(t))
  const markers = timeline.events.slice(0, MAX_MARKERS)
  const notes = [
    `${fmt(timeline.turns)} turns, ${fmt(timeline.callCount)} LLM calls; tokens in ${timeline.measure}.`,
    above.length > 0
      ? `Above the chart: ${above.map((t) => `${t.label} ${fmt(t.tokens)}`).join(', ')} tokens.`
      : '',
    timeline.events.length > MAX_MARKERS
      ? `The first ${MAX_MARKERS} of ${fmt(timeline.events.length)} events are marked.`
      : '',
    timeline.sampled
      ? `${fmt(timeline.calls.length)} of ${fmt(timeline.callCount)} calls drawn: the largest window of each run.`
      : '',
  ].filter((s) => s !== '')
  return (
    <ChartFrame
      label={`${timeline.harness.label}: the window before each LLM call, by part (tokens)`}
      file={`session-window-${timeline.harness.id}`}
      table={table}
      legend={[
        ...bands.map((b) => ({ label: b.label, color: b.color, shape: 'bar' as const })),
        ...drawn.map((t) => ({
          label: `${t.label} (${fmt(t.tokens)} tokens)`,
          color: '#343a40',
          shape: 'dashed' as const,
        })),
        ...(real.length > 0
          ? [{ label: 'recorded compaction', color: RECORDED, shape: 'dashed' as const }]
          : []),
      ]}
      caption={notes.join(' ')}
    >
      <ResponsiveContainer width="100%" height={height}>
        <AreaChart data={rows} margin={{ top: 16, right: 24, bottom: 20, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
          <XAxis
            dataKey="call"
            type="number"
            domain={[1, Math.max(1, timeline.callCount)]}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            label={{ value: 'LLM call (#)', position: 'insideBottom', offset: -12, fontSize: 11 }}
          />
          <YAxis
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={compact}
            label={{ value: 'window (tokens)', angle: -90, position: 'insideLeft', fontSize: 11, dy: 50 }}
          />
          {chartTooltip(table, 'call')}
          {bands.map((b) => (
            <Area
              key={b.key}
              dataKey={b.key}
              name={b.label}
              stackId="window"
              type="linear"
              stroke={b.color}
              fill={b.color}
              fillOpacity={0.75}
              isAnimationActive={false}
            />
          ))}
          {drawn.map((t) => (
            <ReferenceLine
              key={t.id}
              y={t.tokens}
              stroke="#343a40"
              strokeDasharray="6 3"
              label={{ value: `${t.label}: ${fmt(t.tokens)}`, position: 'insideTopRight', fontSize: 10 }}
            />
          ))}
          {markers.map((e) => (
            <ReferenceLine
              key={`${e.call}-${e.kind}`}
              x={e.call}
              stroke={EVENT_COLORS[e.kind] ?? '#c92a2a'}
              strokeWidth={1.5}
              label={{ value: e.kind, position: 'top', fontSize: 10, fill: EVENT_COLORS[e.kind] }}
            />
          ))}
          {real.map((call) => (
            <ReferenceLine
              key={`recorded-${call}`}
              x={call}
              stroke={RECORDED}
              strokeWidth={2}
              strokeDasharray="4 3"
              label={{
                value: 'recorded compaction',
                position: 'insideTopLeft',
                fontSize: 10,
                fill: RECORDED,
              }}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
