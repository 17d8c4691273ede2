import type { ReactNode } from 'react'
import type { EndReason, SimResult } from '../../engine/index.ts'
import { END_REASONS } from '../../state/engine.ts'
import { fmt } from '../format.ts'
import { policyColor } from './colors.ts'

/** Tool columns shown in the calls table; more would not fit beside the charts. */
const MAX_TOOL_COLUMNS = 24

const n2 = (x: number) => fmt(Math.round(x * 100) / 100 + 0)
const n3 = (x: number) => fmt(Math.round(x * 1000) / 1000)
const pct = (x: number) => `${fmt(Math.round(x * 1000) / 10)}%`

const REASON_NAMES: Record<EndReason, string> = {
  calls: 'maxToolCalls',
  cost: 'maxCost',
  latency: 'maxLatency',
  horizon: 'horizon',
}

/** The cells of a policy that finished no run (a Cancel came first): one "no runs", never measured-looking 0s. */
function NoRuns({ span }: { span: number }) {
  return (
    <td colSpan={span} className="muted ex-no-runs">
      no runs (cancelled before its first run finished)
    </td>
  )
}

function Swatch({ i }: { i: number }) {
  return <span className="ex-swatch" style={{ background: policyColor(i) }} aria-hidden="true" />
}

/**
 * One row a policy, named with its colour: the layout every table of the results shares. `heads` are the
 * number columns' names; `cells` draws a row's cells after its name.
 */
function PolicyTable<R extends { label: string }>({
  className,
  label,
  caption,
  heads,
  rows,
  cells,
}: {
  className: string
  label: string
  caption: ReactNode
  heads: readonly string[]
  rows: readonly R[]
  cells: (row: R) => ReactNode
}) {
  return (
    <table className={`grid numbers ${className}`} aria-label={label}>
      <caption className="small muted">{caption}</caption>
      <thead>
        <tr>
          <th>Policy</th>
          {heads.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat (tools, scales)
            <th key={i} className="r">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: policies have no identity but their position
          <tr key={`${r.label}${i}`}>
            <th scope="row">
              <Swatch i={i} /> {r.label}
            </th>
            {cells(r)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** `cells` for a policy that finished runs; "no runs" across `span` columns for one that finished none. */
const orNoRuns = (runs: number, span: number, cells: () => ReactNode) =>
  runs === 0 ? span > 0 && <NoRuns span={span} /> : cells()

/** Per policy: reward, best-tool share, regret and what a run spent, as means over runs (the chart's numbers). */
export function SummaryTable({ result }: { result: SimResult }) {
  return (
    <PolicyTable
      className="ex-summary"
      label="Policy summary"
      caption={
        <>
          Means over runs; ± is one standard deviation across runs. Rewards in reward units (a Bernoulli
          success is 1); regret against the best expected reward per call.
        </>
      }
      heads={[
        'runs',
        'reward / call, over the run',
        'calls to best, over the run',
        'final regret (reward units)',
        'total reward / run',
        'calls / run',
        'cost / run (units)',
        'latency / run (ms)',
      ]}
      rows={result.policies}
      cells={(p) => (
        <>
          <td className="r">{fmt(p.runs)}</td>
          {orNoRuns(p.runs, 7, () => (
            <>
              <td className="r">{n3(p.avgReward)}</td>
              <td className="r">{pct(p.bestShareAll)}</td>
              <td className="r">
                {n2(p.finalRegret.mean)} ± {n2(p.finalRegret.sd)}
              </td>
              <td className="r">
                {n2(p.totalReward.mean)} ± {n2(p.totalReward.sd)}
              </td>
              <td className="r">{n2(p.spent.calls)}</td>
              <td className="r">{n2(p.spent.cost)}</td>
              <td className="r">{fmt(Math.round(p.spent.latencyMs))}</td>
            </>
          ))}
        </>
      )}
    />
  )
}

/** Mean calls per run to each tool, and to general vs specialised tools (seed 001's BLP). */
export function CallsTable({ result }: { result: SimResult }) {
  const shown = Math.min(result.tools.length, MAX_TOOL_COLUMNS)
  return (
    <PolicyTable
      className="ex-calls"
      label="Calls per tool"
      caption={
        <>
          Mean calls per run to each tool
          {result.bestTools ? ` (best: ${result.bestTools.slice(0, 5).join(', ')})` : ''}
          {shown < result.tools.length
            ? `; the first ${shown} of ${fmt(result.tools.length)} tools (the general and specialised totals count all)`
            : ''}
          .
        </>
      }
      heads={[...result.tools.slice(0, shown), 'general', 'specialised']}
      rows={result.policies}
      cells={(p) =>
        orNoRuns(p.runs, shown + 2, () => (
          <>
            {p.callsPerTool.slice(0, shown).map((c, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one cell per tool, in tool order
              <td key={j} className="r">
                {n2(c)}
              </td>
            ))}
            <td className="r">{n2(p.callsByKind.general)}</td>
            <td className="r">{n2(p.callsByKind.specialised)}</td>
          </>
        ))
      }
    />
  )
}

/** Which limit ended the runs, how often, and after how many calls on average (with a small histogram). */
export function EndsTable({ result }: { result: SimResult }) {
  const used = END_REASONS.filter((r) => result.policies.some((p) => p.endedBy[r].runs > 0))
  return (
    <PolicyTable
      className="ex-ends"
      label="Why runs ended"
      caption={
        <>
          Share of runs each limit ended, the mean calls made by then, and where in 0–{fmt(result.steps)}{' '}
          calls (histogram).
        </>
      }
      heads={used.map((r) => REASON_NAMES[r])}
      rows={result.policies}
      cells={(p) =>
        orNoRuns(p.runs, used.length, () =>
          used.map((r) => {
            const e = p.endedBy[r]
            const max = Math.max(1, ...e.hist)
            return (
              <td key={r} className="r">
                {pct(e.share)}
                {e.meanCalls !== null && <span className="muted"> at {n2(e.meanCalls)} calls</span>}
                {e.runs > 0 && (
                  <span
                    className="ex-hist"
                    role="img"
                    aria-label={`histogram of the calls at which ${REASON_NAMES[r]} ended runs`}
                  >
                    {e.hist.map((h, b) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one bar per bin
                      <span key={b} style={{ height: `${Math.round((h / max) * 100)}%` }} />
                    ))}
                  </span>
                )}
              </td>
            )
          }),
        )
      }
    />
  )
}

/** The scale sweep's numbers: mean total reward per run (and rank) of each policy at each scale. */
export function SweepTable({ result }: { result: SimResult }) {
  const sweep = result.sweep
  if (!sweep) return null
  return (
    <PolicyTable
      className="ex-sweep"
      label="Scale sweep"
      caption="Mean total reward per run (rank) at each scaleFactor."
      heads={sweep.scales.map((s) => `×${fmt(s)}`)}
      rows={sweep.rows}
      cells={(r) =>
        r.totalReward.map((v, s) =>
          Number.isNaN(v) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per scale
            <td key={s} className="r muted">
              no runs
            </td>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per scale
            <td key={s} className="r">
              {n2(v)} <span className="muted">({r.rank[s]})</span>
            </td>
          ),
        )
      }
    />
  )
}
