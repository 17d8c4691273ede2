import { MIN_ACTIVE_RUNS } from '../../state/engine.ts'
import { setSimulation } from '../../state/simulation-edits.ts'
import { simulationKey } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { ChartLegend } from '../charts/ChartLegend.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { policyColor } from './colors.ts'
import { RegretChart } from './RegretChart.tsx'
import { RegretTable } from './RegretTable.tsx'
import { CallsTable, EndsTable, SummaryTable, SweepTable } from './StatsTables.tsx'
import { StepChart } from './StepChart.tsx'
import { StepValuesTable } from './StepValuesTable.tsx'
import { SweepChart } from './SweepChart.tsx'
import { useSim } from './sim-context.tsx'

/** The last simulation's charts and tables, marked partial (cancelled) or stale (settings changed since). */
export function ResultsPanel() {
  const result = useSim((s) => s.result)
  const resultKey = useSim((s) => s.resultKey)
  const plans = useApp((s) => s.scenario.plans)
  const view = useApp((s) => s.view)
  if (result === null) return null
  const logTime = plans.simulation.logTime
  const stale = resultKey !== simulationKey(plans)
  const done = result.policies.reduce((s, p) => s + p.runs, 0)
  return (
    <>
      <section className="panel" aria-labelledby="ex-regret-h">
        <div className="panel-head">
          <h2 id="ex-regret-h">Cumulative regret</h2>
          <span>
            {result.partial && (
              <span className="badge stale-badge" role="status">
                partial: {fmt(done)} of {fmt(result.runsAsked * result.policies.length)} runs
              </span>
            )}{' '}
            {stale && (
              <span className="badge stale-badge" role="status">
                stale: settings changed
              </span>
            )}
          </span>
        </div>
        <label className="small">
          <input
            type="checkbox"
            checked={logTime}
            onChange={(e) => view(setSimulation({ logTime: e.target.checked }))}
          />{' '}
          log time axis
        </label>
        {result.unequalRuns && (
          <p className="note small" role="note" data-testid="ex-unequal-runs">
            The policies finished different numbers of runs ({fmt(result.unequalRuns.fewest)} to{' '}
            {fmt(result.unequalRuns.most)}): the comparison is on unequal samples
            {result.unequalRuns.fewest === 0 ? ', and a policy with no runs shows none' : ''}.
          </p>
        )}
        {result.bandNote && <p className="note small">{result.bandNote}</p>}
        <RegretChart result={result} logTime={logTime} />
        {!result.lowerBound && (
          <p className="small muted">
            No Lai–Robbins bound: it is drawn for Bernoulli tools only (its constant uses the Bernoulli KL
            divergence), and these tools are not all Bernoulli.
          </p>
        )}
        {result.lowerBound && (
          <p className="small muted">
            Lai–Robbins constant Σ (μ* − μᵢ) / KL(μᵢ, μ*) = {result.lowerBound.constant.toFixed(4)} (reward
            units per nat of ln t). The bound is asymptotic: over a few calls, regret can sit below it.
          </p>
        )}
        <ScrollRegion label="Cumulative regret at selected calls">
          <RegretTable result={result} />
        </ScrollRegion>
        <ScrollRegion label="Policy summary">
          <SummaryTable result={result} />
        </ScrollRegion>
      </section>
      <section className="panel" aria-labelledby="ex-step-h">
        <h2 id="ex-step-h">Average reward and calls to a best tool</h2>
        <p className="small muted">Sutton and Barto's Figure 2.2: both panels, per call made.</p>
        <ChartLegend
          items={result.policies.map((p, i) => ({
            label: p.runs === 0 ? `${p.label} (no runs)` : p.label,
            color: policyColor(i),
            shape: 'line' as const,
          }))}
        />
        <StepChart result={result} measure="reward" logTime={logTime} />
        <StepChart result={result} measure="best" logTime={logTime} height={200} />
        <p className="small muted">
          Each point: the calls since the previous point, over the runs still going; no point where fewer than{' '}
          {MIN_ACTIVE_RUNS} runs are (a budget ended the rest).
        </p>
        <StepValuesTable result={result} />
        <ScrollRegion label="Calls per tool">
          <CallsTable result={result} />
        </ScrollRegion>
      </section>
      <section className="panel" aria-labelledby="ex-ends-h">
        <h2 id="ex-ends-h">When each budget ran out</h2>
        <ScrollRegion label="Why runs ended">
          <EndsTable result={result} />
        </ScrollRegion>
      </section>
      {result.sweep && result.sweep.scales.length > 0 && (
        <section className="panel" aria-labelledby="ex-sweep-h">
          <h2 id="ex-sweep-h">Scale sweep: rankings by budget</h2>
          <SweepChart sweep={result.sweep} />
          <ScrollRegion label="Scale sweep">
            <SweepTable result={result} />
          </ScrollRegion>
        </section>
      )}
    </>
  )
}
