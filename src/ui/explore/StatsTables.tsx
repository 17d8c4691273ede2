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

/** Per policy: reward, best-tool share, regret and what a run spent, as means over runs (the chart's numbers). */
export function SummaryTable({ result }: { result: SimResult }) {
  return (
    <table className="grid numbers ex-summary" aria-label="Policy summary">
      <caption className="small muted">
        Means over runs; ± is one standard deviation across runs. Rewards in reward units (a Bernoulli success
        is 1); regret against the best expected reward per call.
      </caption>
      <thead>
        <tr>
          <th>Policy</th>
          <th className="r">runs</th>
          <th className="r">reward / call, over the run</th>
          <th className="r">calls to best, over the run</th>
          <th className="r">final regret (reward units)</th>
          <th className="r">total reward / run</th>
          <th className="r">calls / run</th>
          <th className="r">cost / run (units)</th>
          <th className="r">latency / run (ms)</th>
        </tr>
      </thead>
      <tbody>
        {result.policies.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: policies have no identity but their position
          <tr key={`${p.label}${i}`}>
            <th scope="row">
              <Swatch i={i} /> {p.label}
            </th>
            <td className="r">{fmt(p.runs)}</td>
            {p.runs === 0 ? (
              <NoRuns span={7} />
            ) : (
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
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Mean calls per run to each tool, and to general vs specialised tools (seed 001's BLP). */
export function CallsTable({ result }: { result: SimResult }) {
  const shown = Math.min(result.tools.length, MAX_TOOL_COLUMNS)
  return (
    <table className="grid numbers ex-calls" aria-label="Calls per tool">
      <caption className="small muted">
        Mean calls per run to each tool
        {result.bestTools ? ` (best: ${result.bestTools.slice(0, 5).join(', ')})` : ''}
        {shown < result.tools.length
          ? `; the first ${shown} of ${fmt(result.tools.length)} tools (the general and specialised totals count all)`
          : ''}
        .
      </caption>
      <thead>
        <tr>
          <th>Policy</th>
          {result.tools.slice(0, shown).map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tool names may repeat
            <th key={i} className="r">
              {t}
            </th>
          ))}
          <th className="r">general</th>
          <th className="r">specialised</th>
        </tr>
      </thead>
      <tbody>
        {result.policies.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: policies have no identity but their position
          <tr key={`${p.label}${i}`}>
            <th scope="row">
              <Swatch i={i} /> {p.label}
            </th>
            {p.runs === 0 ? (
              <NoRuns span={shown + 2} />
            ) : (
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
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Which limit ended the runs, how often, and after how many calls on average (with a small histogram). */
export function EndsTable({ result }: { result: SimResult }) {
  const used = END_REASONS.filter((r) => result.policies.some((p) => p.endedBy[r].runs > 0))
  return (
    <table className="grid numbers ex-ends" aria-label="Why runs ended">
      <caption className="small muted">
        Share of runs each limit ended, the mean calls made by then, and where in 0–{fmt(result.steps)} calls
        (histogram).
      </caption>
      <thead>
        <tr>
          <th>Policy</th>
          {used.map((r) => (
            <th key={r} className="r">
              {REASON_NAMES[r]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {result.policies.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: policies have no identity but their position
          <tr key={`${p.label}${i}`}>
            <th scope="row">
              <Swatch i={i} /> {p.label}
            </th>
            {p.runs === 0 && used.length > 0 && <NoRuns span={used.length} />}
            {p.runs > 0 &&
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
              })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The scale sweep's numbers: mean total reward per run (and rank) of each policy at each scale. */
export function SweepTable({ result }: { result: SimResult }) {
  const sweep = result.sweep
  if (!sweep) return null
  return (
    <table className="grid numbers ex-sweep" aria-label="Scale sweep">
      <caption className="small muted">Mean total reward per run (rank) at each scaleFactor.</caption>
      <thead>
        <tr>
          <th>Policy</th>
          {sweep.scales.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: scales may repeat
            <th key={i} className="r">
              ×{fmt(s)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sweep.rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: policies have no identity but their position
          <tr key={`${r.label}${i}`}>
            <th scope="row">
              <Swatch i={i} /> {r.label}
            </th>
            {r.totalReward.map((v, s) =>
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
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
