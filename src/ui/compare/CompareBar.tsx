import { useEffect, useMemo } from 'react'
import type { SimResult } from '../../engine/index.ts'
import { describeScenario, userTitle } from '../../state/engine.ts'
import { formatSignedAmount } from '../../state/format-amount.ts'
import { compareHeadlines, summarizeChange } from '../../state/headlines/compare.ts'
import { headlinesFor } from '../../state/headlines/headlines.ts'
import { startAutoRun } from '../../state/simulation-run.ts'
import { type AppState, selectIsStale, simulationKey } from '../../state/store.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import './compare.css'

const CompareChart = lazyChart(() => import('./CompareChart.tsx').then((m) => m.CompareChart), 230)

/**
 * The A/B view, the same on every tab (issue 13 §1): A pinned beside B (the scenario being edited), the tab's
 * headline numbers with B − A and its sign, its series for A and B on one scale, and a line saying what changed.
 * Swap them, make B the new A, or unpin A.
 */
export function CompareBar() {
  const pinned = useApp((s) => s.pinned)
  const scenario = useApp((s) => s.scenario)
  const { pin, unpin, swap } = useApp((s) => s)
  if (pinned === null) return null
  return (
    <section className="compare-bar" aria-label="A/B comparison" data-testid="compare-bar">
      <div className="compare-head">
        <strong>A/B</strong>
        <span className="compare-side a" title="Scenario A, pinned">
          A: {userTitle(pinned) ?? describeScenario(pinned, scenario.view.tab)}{' '}
          <span className="muted">(pinned)</span>
        </span>
        <span className="compare-side b" title="Scenario B, the one you edit">
          B: {userTitle(scenario) ?? describeScenario(scenario, scenario.view.tab)}{' '}
          <span className="muted">(edited)</span>
        </span>
        <span className="compare-actions">
          <button
            type="button"
            onClick={swap}
            title="B becomes A and A becomes the scenario you edit (undoable)"
          >
            Swap A and B
          </button>
          <button type="button" onClick={pin} title="Pin the scenario you edit as the new A">
            Make B the new A
          </button>
          <button type="button" onClick={unpin} title="Stop comparing; the scenario you edit stays">
            Unpin A
          </button>
        </span>
      </div>
      {scenario.view.tab === 'explore' ? <ExploreSides /> : <Sides simulations={null} />}
    </section>
  )
}

/**
 * The Explore tab's numbers need a simulation of each side (it is not part of the report): B's is the tab's own
 * run, A's runs in a second pool. Small ones run by themselves, A's as B's does, so an A/B link opens on both
 * sides' numbers; big ones wait for the button.
 */
function ExploreSides() {
  const app = useAppStore()
  const pinned = useApp((s) => s.pinned)
  const plans = useApp((s) => s.scenario.plans)
  const b = useApp((s) => {
    const sim = s.simulations.edited
    return sim.resultKey === simulationKey(plans) ? sim.result : null
  })
  const a = useApp((s) => {
    const sim = s.simulations.pinned
    return pinned && sim.resultKey === simulationKey(pinned.plans) ? sim.result : null
  })
  // Pinned just after a run of the same settings, A's simulation is that run: no need to run it again, and it
  // stays A's when B's settings change and the page runs again.
  const pageDone = useApp((s) =>
    s.simulations.edited.status === 'done' ? s.simulations.edited.resultKey : null,
  )
  useEffect(() => {
    if (pinned === null || pageDone === null) return
    const key = simulationKey(pinned.plans)
    const { simulations, adoptSimulation } = app.getState()
    if (pageDone !== key || simulations.pinned.resultKey === key) return
    const { result, ms } = simulations.edited
    adoptSimulation('pinned', { status: 'done', progress: 1, result, resultKey: key, ms, message: null })
  }, [pinned, pageDone, app])
  useEffect(() => startAutoRun(app, { side: 'pinned' }), [app])
  const progressOf = (side: 'edited' | 'pinned') => (s: AppState) =>
    s.simulations[side].status === 'running' ? s.simulations[side].progress : null
  const bProgress = useApp(progressOf('edited'))
  const aProgress = useApp(progressOf('pinned'))
  const aFailed = useApp((s) =>
    s.simulations.pinned.status === 'failed' ? s.simulations.pinned.message : null,
  )
  const running = aProgress !== null || bProgress !== null
  const run = () => {
    const { runSimulation } = app.getState()
    if (!b) runSimulation('edited', plans)
    if (!a && pinned) runSimulation('pinned', pinned.plans)
  }
  const pct = (p: number) => `${Math.round(p * 100)}%`
  return (
    <>
      {(a === null || b === null) && (
        <p className="small" data-testid="compare-sim-status">
          Regret and calls to the best tool need a simulation of each side.{' '}
          {running ? (
            <span role="status" aria-live="polite">
              Simulating{aProgress !== null && ` A: ${pct(aProgress)}`}
              {aProgress !== null && bProgress !== null && ','}
              {bProgress !== null && ` B: ${pct(bProgress)}`} of runs done…
            </span>
          ) : (
            <button type="button" onClick={run} data-testid="compare-simulate">
              {`Simulate ${a === null && b === null ? 'A and B' : a === null ? 'A' : 'B'}`}
            </button>
          )}
          {aFailed && <span className="field-error"> A’s simulation failed: {aFailed}</span>}
        </p>
      )}
      <Sides simulations={{ a, b }} />
    </>
  )
}

/** The tab's headline numbers for A and B, their differences, the line that sums them up, and the charts. */
function Sides({ simulations }: { simulations: { a: SimResult | null; b: SimResult | null } | null }) {
  const pinned = useApp((s) => s.pinned)
  const scenario = useApp((s) => s.scenario)
  const report = useApp((s) => s.report)
  const pinnedReport = useApp((s) => s.pinnedReport)
  const pinnedFor = useApp((s) => s.pinnedReportScenario)
  const stale = useApp(selectIsStale)
  const tab = scenario.view.tab
  // A's report answers B's tab once it was computed with B's view.
  const aReady = pinned !== null && pinnedReport !== null && pinnedFor?.view.tab === tab
  const sides = useMemo(() => {
    if (!pinned || !report || !aReady || !pinnedReport) return null
    const a = headlinesFor(tab, pinnedReport, { ...pinned, view: scenario.view }, simulations?.a ?? null)
    const b = headlinesFor(tab, report, scenario, simulations?.b ?? null)
    if (b.numbers.length === 0 || a.numbers.length === 0) return null
    return { a, b, diffs: compareHeadlines(a, b), summary: summarizeChange(a, b) }
  }, [pinned, report, pinnedReport, aReady, tab, scenario, simulations?.a, simulations?.b])
  if (sides === null) return <p className="muted small">Computing A and B on this tab…</p>
  return (
    <>
      <p className="compare-summary" data-testid="compare-summary">
        {sides.summary}
        {stale && <span className="badge stale-badge"> B is stale: fix the highlighted field</span>}
      </p>
      <details className="compare-details" open>
        <summary>Every headline number, A beside B</summary>
        <div className="compare-body">
          <DiffTable diffs={sides.diffs} />
          <div className="compare-charts">
            {sides.b.series.map((series, i) => (
              <CompareChart key={series.title} a={sides.a.series[i] ?? null} b={series} />
            ))}
          </div>
        </div>
      </details>
    </>
  )
}

function DiffTable({ diffs }: { diffs: ReturnType<typeof compareHeadlines> }) {
  return (
    <table className="grid numbers compare-table" aria-label="A beside B">
      <thead>
        <tr>
          <th>On this tab</th>
          <th className="r">A</th>
          <th className="r">B</th>
          <th className="r">B − A</th>
        </tr>
      </thead>
      <tbody>
        {diffs.map((d) => (
          <tr key={d.key} className={d.changed ? 'changed' : undefined} data-key={d.key}>
            <th scope="row">{d.label}</th>
            <td className="r">{d.a?.text ?? '—'}</td>
            <td className="r">{d.b?.text ?? '—'}</td>
            <td className="r">
              {d.delta !== null
                ? formatSignedAmount(d.delta, d.unit)
                : d.a === null || d.b === null
                  ? `only in ${d.a === null ? 'B' : 'A'}`
                  : d.changed
                    ? 'changed'
                    : 'same'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
