import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { BudgetKind, PlansReport } from '../../engine/index.ts'
import { ChartFrame, chartTooltip } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { settledChart } from '../charts/lazy-chart.tsx'
import { fmt } from '../format.ts'

export const BUDGET_NAMES: Record<BudgetKind, { field: string; unit: string; color: string }> = {
  calls: { field: 'maxToolCalls', unit: 'calls', color: '#2f6fdb' },
  cost: { field: 'maxCost', unit: 'units', color: '#7048e8' },
  latency: { field: 'maxLatency', unit: 'ms', color: '#0c8599' },
}
const KINDS: BudgetKind[] = ['calls', 'cost', 'latency']

/** Round ticks (1, 2 or 5 × 10^k) from 0 to just above `top`. */
function ticksTo(top: number): number[] {
  const raw = top / 4
  const base = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * base).find((v) => v >= raw) ?? 10 * base
  const n = Math.ceil(top / step)
  return Array.from({ length: n + 1 }, (_, i) => Math.round(i * step * 1e9) / 1e9)
}

/**
 * Each budget's running total after every call against its limit (declared × scaleFactor): one small chart per
 * budget, since calls, resource units and ms do not share an axis.
 */
export const BudgetChart = settledChart(BudgetChartNow)

function BudgetChartNow({
  chart,
  limits,
  findings,
  height = 150,
}: Pick<PlansReport, 'chart' | 'limits' | 'findings'> & { height?: number }) {
  const crossed = new Map(
    findings.flatMap((f) =>
      f.type === 'BudgetExceeded' ? [[f.budget, f.crossedAt.position + 1] as const] : [],
    ),
  )
  const xMax = Math.max(1, chart.at(-1)?.x ?? 1)
  const table: ChartTable<(typeof chart)[number]> = {
    columns: [
      { key: 'x', label: 'calls made' },
      ...KINDS.map((k) => ({ key: k, label: `${BUDGET_NAMES[k].field} used (${BUDGET_NAMES[k].unit})` })),
    ],
    rows: chart,
  }
  return (
    <ChartFrame
      label="Running totals against each budget"
      file="plan-budgets"
      className="pp-budget-charts"
      table={table}
      caption={`Limits (declared × scaleFactor): ${KINDS.map((k) => `${BUDGET_NAMES[k].field} ${limits[k] === null ? 'none' : `${fmt(limits[k] ?? 0)} ${BUDGET_NAMES[k].unit}`}`).join(', ')}.`}
      legend={[
        { label: 'running total after each call', color: '#1d232b', shape: 'line' },
        { label: 'limit (declared × scaleFactor)', color: '#d9480f', shape: 'dashed' },
      ]}
    >
      <div className="pp-charts-row">
        {KINDS.map((kind) => {
          const { field, unit, color } = BUDGET_NAMES[kind]
          const limit = limits[kind]
          const ticks = ticksTo(
            Math.max(limit ?? 0, ...chart.map((p) => p[kind]), kind === 'calls' ? 1 : 0.1) * 1.05,
          )
          return (
            <div key={kind} className="pp-chart" data-budget={kind}>
              <div className="small">
                <strong>{field}</strong> ({unit}):{' '}
                {limit === null ? 'no limit' : `limit ${fmt(limit)} ${unit}`}
                {crossed.has(kind) ? `, crossed at call ${fmt(crossed.get(kind) ?? 0)}` : ''}
              </div>
              <ResponsiveContainer width="100%" height={height}>
                <LineChart data={chart} margin={{ top: 8, right: 10, bottom: 18, left: 0 }}>
                  <CartesianGrid strokeDasharray="2 4" stroke="#e3e6eb" vertical={false} />
                  <XAxis
                    type="number"
                    dataKey="x"
                    domain={[0, xMax]}
                    allowDecimals={false}
                    tick={{ fontSize: 10 }}
                    tickFormatter={(v: number) => fmt(v)}
                    label={{ value: 'calls made', position: 'insideBottom', offset: -10, fontSize: 10 }}
                  />
                  <YAxis
                    domain={[0, ticks.at(-1) ?? 1]}
                    ticks={ticks}
                    tick={{ fontSize: 10 }}
                    width={46}
                    tickFormatter={(v: number) => fmt(v)}
                    label={{
                      value: `${field} (${unit})`,
                      angle: -90,
                      position: 'insideLeft',
                      fontSize: 10,
                      dy: 40,
                    }}
                  />
                  {chartTooltip(table, 'x')}
                  <Line
                    dataKey={kind}
                    name={`${field} used (${unit})`}
                    type="stepAfter"
                    stroke={color}
                    strokeWidth={2}
                    dot={chart.length <= 40 ? { r: 2 } : false}
                    isAnimationActive={false}
                  />
                  {limit !== null && (
                    <ReferenceLine
                      y={limit}
                      stroke="#d9480f"
                      strokeDasharray="6 3"
                      ifOverflow="extendDomain"
                      label={{
                        value: `${fmt(limit)} ${unit}`,
                        position: 'insideTopRight',
                        fontSize: 10,
                        fill: '#d9480f',
                      }}
                    />
                  )}
                </LineChart>
              </ResponsiveContainer>
            </div>
          )
        })}
      </div>
    </ChartFrame>
  )
}

/** The numbers behind the charts: each budget's declared value, scale, limit, total and what is left or over. */
export function BudgetTable({ report }: { report: PlansReport }) {
  const { limits, totals, findings } = report
  const crossed = new Map(
    findings.flatMap((f) => (f.type === 'BudgetExceeded' ? [[f.budget, f.crossedAt] as const] : [])),
  )
  return (
    <table className="grid numbers" aria-label="Budgets and totals">
      <thead>
        <tr>
          <th scope="col">budget</th>
          <th scope="col" className="r">
            limit
          </th>
          <th scope="col" className="r">
            used
          </th>
          <th scope="col" className="r">
            left / over
          </th>
          <th scope="col">crossed at</th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => {
          const { field, unit } = BUDGET_NAMES[kind]
          const limit = limits[kind]
          const left = limit === null ? null : Math.round((limit - totals[kind]) * 1e9) / 1e9
          const at = crossed.get(kind)
          return (
            <tr key={kind} data-budget={kind} className={at ? 'row-stop' : undefined}>
              <th scope="row">
                {field} <span className="muted">({unit})</span>
              </th>
              <td className="r">{limit === null ? 'none' : `${fmt(limit)} ${unit}`}</td>
              <td className="r">
                {fmt(totals[kind])} {unit}
              </td>
              <td className="r">
                {left === null ? '—' : left >= 0 ? `${fmt(left)} left` : <strong>{fmt(-left)} over</strong>}
              </td>
              <td>{at ? `call ${fmt(at.position + 1)} (${at.toolName})` : '—'}</td>
            </tr>
          )
        })}
      </tbody>
      <caption className="small muted">
        limit = declared × scaleFactor {fmt(limits.scaleFactor)}
        {limits.calls !== null ? ' (calls: floored to a whole number)' : ''}; cost and latency per call from
        the trace, else the tool's declared values.
      </caption>
    </table>
  )
}
