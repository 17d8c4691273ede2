import type { PlansReport } from '../../engine/index.ts'
import { ChartFrame } from '../charts/ChartFrame.tsx'
import type { ChartTable } from '../charts/chart-table.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { REASON } from './FindingsTable.tsx'

const PITCH = 96
const BOX_W = 84
const BOX_H = 24
const ROW = 30
const MAX_CALLS = 60
const MAX_COLUMNS = 60

const topIndex = (path: string) => Number(/^plannedSequence\[(\d+)\]/.exec(path)?.[1] ?? -1)
const short = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name)

interface LaneStyle {
  stroke: string
  dash?: string
  fill: string
}
const EXECUTED: LaneStyle = { stroke: '#2f6fdb', fill: '#eef3fc' }
const INTENT_STYLE: Record<string, LaneStyle> = {
  executed: EXECUTED,
  skipped: { stroke: '#9a6700', dash: '4 3', fill: '#fff8e6' },
  'not-reached': { stroke: '#8a94a0', dash: '4 3', fill: '#ffffff' },
  'not-taken': { stroke: '#d9480f', dash: '4 3', fill: '#fff4ec' },
  'unused-fallback': { stroke: '#c3c9d1', dash: '2 3', fill: '#ffffff' },
}

/**
 * The plan above, the calls below, a line from each call to the intent it carried out: the sentinel's alignment
 * as a picture. Deviations stand out (amber, no line, or a dashed line to the intent the cursor jumped to).
 */
export function PlanLanes({ report }: { report: PlansReport }) {
  const intents = report.intents.filter((i) => topIndex(i.path) < MAX_COLUMNS)
  const rows = report.rows.slice(0, MAX_CALLS)
  if (intents.length === 0 && rows.length === 0) return null
  const columns = Math.max(1, ...intents.map((i) => topIndex(i.path) + 1))
  const depth = Math.max(0, ...intents.map((i) => i.depth))
  const planBottom = 22 + (depth + 1) * ROW
  const callsY = planBottom + 56
  const width = 60 + Math.max(columns, rows.length) * PITCH
  const height = callsY + BOX_H + 26
  const at = new Map(
    intents.map((i) => [i.path, { x: 60 + topIndex(i.path) * PITCH, y: 22 + i.depth * ROW }]),
  )
  const table: ChartTable<(typeof rows)[number]> = {
    columns: [
      { key: 'position', label: 'call #', value: (r) => r.position + 1 },
      { key: 'toolName', label: 'tool' },
      { key: 'ok', label: 'result', value: (r) => (r.ok ? 'ok' : 'failed') },
      {
        key: 'match',
        label: 'against the plan',
        value: (r) => (r.match.kind === 'deviation' ? `deviation: ${REASON[r.match.reason]}` : r.match.kind),
      },
      { key: 'path', label: 'intent carried out', value: (r) => r.match.path ?? '' },
    ],
    rows,
  }
  return (
    <ChartFrame
      label="Planned intents and executed calls"
      file="plan-against-calls"
      className="pp-lanes-chart"
      table={table}
      caption={
        report.trace.callCount > rows.length
          ? `The first ${fmt(rows.length)} of ${fmt(report.trace.callCount)} calls; the table below has more.`
          : undefined
      }
      legend={[
        { label: 'executed as planned', color: '#2f6fdb', shape: 'line' },
        { label: 'deviation', color: '#d9480f', shape: 'bar' },
        { label: 'skipped / not reached', color: '#9a6700', shape: 'dashed' },
      ]}
    >
      <ScrollRegion label="Plan and call lanes">
        <svg
          className="chart-svg"
          width={width}
          height={height}
          role="img"
          aria-label="Plan lane above, call lane below"
        >
          <text x={4} y={22 + BOX_H / 2 + 4} fontSize={11} fill="#5d6773">
            plan
          </text>
          <text x={4} y={callsY + BOX_H / 2 + 4} fontSize={11} fill="#5d6773">
            calls
          </text>
          {rows.map((r) => {
            const to = r.match.path ? at.get(r.match.path) : undefined
            if (!to) return null
            const x1 = 60 + r.position * PITCH + BOX_W / 2
            const deviation = r.match.kind === 'deviation'
            return (
              <line
                key={`l${r.position}`}
                x1={x1}
                y1={callsY}
                x2={to.x + BOX_W / 2}
                y2={to.y + BOX_H}
                stroke={deviation ? '#d9480f' : '#2f6fdb'}
                strokeDasharray={deviation ? '5 3' : undefined}
                strokeWidth={1.4}
              />
            )
          })}
          {intents.map((i) => {
            const p = at.get(i.path) ?? { x: 0, y: 0 }
            const style = INTENT_STYLE[i.status] ?? EXECUTED
            return (
              <g key={i.path} data-path={i.path}>
                <title>{`${i.path}: ${i.toolName} (${i.status}${i.calls.length ? `, call ${i.calls.map((c) => c + 1).join(', ')}` : ''})`}</title>
                <rect
                  x={p.x}
                  y={p.y}
                  width={BOX_W}
                  height={BOX_H}
                  rx={4}
                  fill={style.fill}
                  stroke={style.stroke}
                  strokeDasharray={style.dash}
                />
                <text x={p.x + 5} y={p.y + 16} fontSize={11} fill="#1d232b">
                  {i.depth > 0 ? '↳ ' : ''}
                  {short(i.toolName)}
                </text>
              </g>
            )
          })}
          {rows.map((r) => {
            const x = 60 + r.position * PITCH
            const deviation = r.match.kind === 'deviation'
            return (
              <g key={`c${r.position}`} data-call={r.position}>
                <title>
                  {`call ${r.position + 1}: ${r.toolName} ${r.ok ? 'ok' : 'failed'}${deviation && r.match.kind === 'deviation' ? ` — ${REASON[r.match.reason]}` : ''}`}
                </title>
                <rect
                  x={x}
                  y={callsY}
                  width={BOX_W}
                  height={BOX_H}
                  rx={4}
                  fill={deviation ? '#fde8dc' : '#ffffff'}
                  stroke={deviation ? '#d9480f' : r.ok ? '#1a7f37' : '#b42318'}
                  strokeWidth={deviation ? 2 : 1.2}
                />
                <text x={x + 5} y={callsY + 16} fontSize={11} fill="#1d232b">
                  {short(r.toolName)}
                </text>
                <text
                  x={x + BOX_W / 2}
                  y={callsY + BOX_H + 14}
                  fontSize={10}
                  fill="#5d6773"
                  textAnchor="middle"
                >
                  #{r.position + 1} {r.ok ? 'ok' : '✗ failed'}
                </text>
              </g>
            )
          })}
        </svg>
      </ScrollRegion>
    </ChartFrame>
  )
}
