import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { StrategiesReport, StrategyRun } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { useLogScale } from '../charts/log-scale.tsx'
import { CALL_COLORS, NOTICE_COLOR, WASTED_COLOR } from './labels.ts'

const axisTick = (v: number) =>
  v >= 1_000_000 ? `${v / 1_000_000}M` : v >= 1_000 ? `${v / 1_000}k` : String(v)
const MAX_CALL_BARS = 8

/**
 * One group per strategy: a bar per call for what the model sees of that call's output (kept), then the notices
 * it adds, then the budget wasted. The table beside it has every number. Notices of tens of chars beside kept
 * outputs of tens of thousands start on a log scale (the rule of every chart of sizes), so they stay visible.
 */
export function ComparisonChart({
  report,
  runs,
  label,
  name,
}: {
  report: StrategiesReport
  runs: StrategyRun[]
  label: string
  name: (run: StrategyRun) => string
}) {
  const n = Math.min(report.calls.length, MAX_CALL_BARS)
  const data = runs.map((run) => {
    const row: Record<string, number | string> = { name: name(run) }
    for (let i = 0; i < n; i++) row[`c${i}`] = run.calls[i]?.kept ?? 0
    row.notice = run.calls.reduce((sum, c) => sum + Math.max(0, c.delivered - c.kept), 0)
    row.wasted = run.totals.wasted
    return row
  })
  const unit = report.unit
  const callKeys = Array.from({ length: n }, (_, i) => `c${i}`)
  const valueKeys = [...callKeys, 'notice', 'wasted']
  const scale = useLogScale(data.flatMap((row) => valueKeys.map((k) => Number(row[k] ?? 0))))
  const axisLabel = `${report.exact ? '' : '≈ '}${unit}${scale.log ? ' (log scale)' : ''}`
  const drawn = data.map((row) => {
    const out: Record<string, number | string | null> = { ...row }
    for (const k of valueKeys) out[k] = scale.drawable(Number(row[k] ?? 0))
    return out
  })
  const table: ChartTable<Record<string, number | string>> = {
    columns: [
      { key: 'name', label: 'strategy' },
      ...report.calls
        .slice(0, n)
        .map((c, i) => ({ key: `c${i}`, label: `call ${i + 1} ${c.tool}: kept (${unit})` })),
      { key: 'notice', label: `notices, all calls (${unit})` },
      { key: 'wasted', label: `budget wasted (${unit})` },
    ],
    rows: data,
  }
  return (
    <ChartFrame
      label={label}
      file={label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}
      table={table}
      controls={scale.control}
      caption={
        [
          report.calls.length > n
            ? `The first ${n} calls are drawn; the table has all ${report.calls.length}.`
            : '',
          scale.log ? `Log scale: ${scale.note}; a zero draws no bar.` : '',
        ]
          .filter((c) => c !== '')
          .join(' ') || undefined
      }
      legend={[
        ...report.calls.slice(0, n).map((c, i) => ({
          label: `call ${i + 1} ${c.tool}: kept (${unit})`,
          color: CALL_COLORS[i % CALL_COLORS.length] as string,
          shape: 'bar' as const,
        })),
        { label: `notices, all calls (${unit})`, color: NOTICE_COLOR, shape: 'bar' },
        { label: `budget wasted (${unit})`, color: WASTED_COLOR, shape: 'bar' },
      ]}
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={drawn} margin={{ top: 8, right: 12, bottom: 24, left: 12 }} barCategoryGap="18%">
          <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fontSize: 11 }}
            interval={0}
            label={{ value: 'strategy', position: 'insideBottom', offset: -14, fontSize: 11 }}
          />
          <YAxis
            {...(scale.log ? scale.axis : {})}
            tickFormatter={axisTick}
            tick={{ fontSize: 11 }}
            width={56}
            label={{
              value: axisLabel,
              angle: -90,
              position: 'insideLeft',
              fontSize: 11,
              // recharts starts a turned label at the axis's middle: half its length (~3 px a char) centres it
              dy: Math.round(axisLabel.length * 3),
            }}
          />
          {chartTooltip(table, 'name')}
          {callKeys.map((key, i) => (
            <Bar
              key={key}
              dataKey={key}
              fill={CALL_COLORS[i % CALL_COLORS.length]}
              isAnimationActive={false}
              maxBarSize={22}
            />
          ))}
          <Bar dataKey="notice" fill={NOTICE_COLOR} isAnimationActive={false} maxBarSize={22} />
          <Bar dataKey="wasted" fill={WASTED_COLOR} isAnimationActive={false} maxBarSize={22} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
