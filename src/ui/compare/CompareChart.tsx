import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import { formatAmount, formatUsd } from '../../state/format-amount.ts'
import type { CompareSeries } from '../../state/headlines/types.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'

export const A_COLOR = '#9aa4b1'
export const B_COLOR = '#2f6fdb'

/** One quantity of A and B on one scale: grouped bars per label, or two lines across labels. */
export function CompareChart({
  a,
  b,
  height = 190,
}: {
  a: CompareSeries | null
  b: CompareSeries
  height?: number
}) {
  const labels = [...new Set([...(a?.points ?? []).map((p) => p.label), ...b.points.map((p) => p.label)])]
  const data = labels.map((label) => ({
    label,
    A: a?.points.find((p) => p.label === label)?.value ?? null,
    B: b.points.find((p) => p.label === label)?.value ?? null,
  }))
  // Many or long labels (a framework per bar) do not fit under the bars: the bars then lie down, each label on
  // its own line beside them.
  const longest = Math.max(0, ...labels.map((l) => l.length))
  const lying = b.kind === 'bars' && labels.length * longest > 90
  // Ticks carry no unit (the axis label does), except dollars, which read as money everywhere.
  const tick = (v: number) => (b.unit === '$' ? formatUsd(v) : fmt(v))
  const show = (v: number) => formatAmount(v, b.unit)
  const unit = b.unit === '$' ? 'US$' : b.unit
  const table: ChartTable<(typeof data)[number]> = {
    columns: [
      { key: 'label', label: b.x },
      { key: 'A', label: `A, pinned (${unit})`, show },
      { key: 'B', label: `B, edited (${unit})`, show },
    ],
    rows: data,
  }
  // B's line would hide an A that equals it: A's dashes are drawn over B, and the caption says why one shows.
  const same = b.kind === 'lines' && a !== null && data.every((d) => d.A === d.B)
  const tooltip = chartTooltip(table, 'label')
  const axis = {
    y: (
      <YAxis
        tick={{ fontSize: 11 }}
        width={64}
        tickFormatter={tick}
        label={{
          value: unit,
          angle: -90,
          position: 'insideLeft',
          fontSize: 11,
          dy: 20,
        }}
      />
    ),
  }
  return (
    <ChartFrame
      label={`${b.title}: A beside B on one scale`}
      table={table}
      file={`ab-${b.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`}
      legend={[
        { label: 'A, pinned', color: A_COLOR, shape: b.kind === 'lines' ? 'dashed' : 'bar' },
        { label: 'B, edited', color: B_COLOR, shape: b.kind === 'lines' ? 'line' : 'bar' },
      ]}
      caption={same ? 'A and B are the same at every point: A’s dashes lie on B’s line.' : undefined}
    >
      <p className="small">{b.title}</p>
      <ResponsiveContainer width="100%" height={lying ? Math.max(height, 36 + labels.length * 26) : height}>
        {b.kind === 'lines' ? (
          <LineChart data={data} margin={{ top: 6, right: 12, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} />
            {axis.y}
            {tooltip}
            <Line dataKey="B" stroke={B_COLOR} strokeWidth={2.5} dot={false} isAnimationActive={false} />
            <Line
              dataKey="A"
              stroke={A_COLOR}
              strokeDasharray="6 3"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        ) : lying ? (
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" horizontal={false} />
            <XAxis
              type="number"
              tick={{ fontSize: 11 }}
              tickFormatter={tick}
              label={{
                value: unit,
                position: 'insideBottomRight',
                offset: -2,
                fontSize: 11,
              }}
              height={34}
            />
            <YAxis
              type="category"
              dataKey="label"
              tick={{ fontSize: 11 }}
              interval={0}
              width={Math.min(190, 12 + longest * 6)}
            />
            {tooltip}
            <Bar dataKey="A" fill={A_COLOR} isAnimationActive={false} />
            <Bar dataKey="B" fill={B_COLOR} isAnimationActive={false} />
          </BarChart>
        ) : (
          <BarChart data={data} margin={{ top: 6, right: 12, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
            {axis.y}
            {tooltip}
            <Bar dataKey="A" fill={A_COLOR} isAnimationActive={false} />
            <Bar dataKey="B" fill={B_COLOR} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </ChartFrame>
  )
}
