import { useEffect, useRef } from 'react'
import { BROWSER_WORK_LIMIT, describeSimulationWork, runsWithin } from '../../state/engine.ts'
import { setSimulation } from '../../state/simulation-edits.ts'
import { AUTO_RUN_WORK, hasExploreFieldErrors, runReadiness } from '../../state/simulation-run.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt, plural } from '../format.ts'
import { useSim, useSimRun } from './sim-context.tsx'

const millions = (n: number) => `${fmt(Math.round(n / 1e5) / 10)} million`

/** Run and Cancel, the progress bar, and why a simulation cannot run or should be smaller. */
export function RunPanel() {
  const plans = useApp((s) => s.scenario.plans)
  const fieldErrors = useApp((s) => hasExploreFieldErrors(s.fieldErrors))
  const edit = useApp((s) => s.edit)
  const status = useSim((s) => s.status)
  const progress = useSim((s) => s.progress)
  const ms = useSim((s) => s.ms)
  const message = useSim((s) => s.message)
  const restartNotice = useSim((s) => s.restartNotice)
  const workers = useSim((s) => s.workers)
  const resultKey = useSim((s) => s.resultKey)
  const result = useSim((s) => s.result)
  const { run, cancel } = useSimRun()
  const { problems, work, tooBig, oneRunTooBig, canRun, key } = runReadiness(plans, fieldErrors)
  const stale = result !== null && resultKey !== key

  // Run and Cancel disable each other: keep the keyboard focus on whichever of them is enabled, so Enter, then
  // Enter again, cancels, and focus is not dropped to the page's start when a run ends.
  const runButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const fromRunButton = useRef(false)
  useEffect(() => {
    if (!fromRunButton.current) return
    const active = document.activeElement
    if (active !== runButton.current && active !== cancelButton.current && active !== document.body) return
    if (status === 'running') cancelButton.current?.focus()
    else {
      fromRunButton.current = false
      runButton.current?.focus()
    }
  }, [status])

  const pct = Math.round(progress * 100)
  return (
    <section className="panel ex-run" aria-labelledby="ex-run-h">
      <div className="panel-head">
        <h2 id="ex-run-h">Run</h2>
        <div className="button-row">
          <button
            ref={runButton}
            type="button"
            className="primary"
            disabled={!canRun || status === 'running'}
            onClick={() => {
              fromRunButton.current = true
              run(plans)
            }}
          >
            Run simulation
          </button>
          <button ref={cancelButton} type="button" disabled={status !== 'running'} onClick={cancel}>
            Cancel
          </button>
        </div>
      </div>
      <p className="small muted" data-testid="ex-work">
        {problems.length === 0 ? describeSimulationWork(plans) : 'Fix the problems below to see the work'},
        over {plural(workers, 'worker')}. A simulation of up to {millions(AUTO_RUN_WORK)} tool-steps runs by
        itself after an edit.
      </p>
      <div
        className="ex-progress"
        role="progressbar"
        aria-label="Simulation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="ex-progress-bar" style={{ width: `${pct}%` }} />
      </div>
      <p className="small" role="status" aria-live="polite">
        {status === 'running' && `Running… ${pct}% of runs done`}
        {status === 'done' && ms !== null && `Done in ${fmt(Math.round(ms))} ms.`}
        {status === 'cancelled' &&
          `Cancelled at ${pct}%: the results below are partial (the runs finished before Cancel).`}
        {status === 'failed' && <span className="field-error">The simulation failed: {message}</span>}
        {status === 'idle' && result === null && 'Not run yet.'}
        {stale &&
          status !== 'running' &&
          ' The settings changed since: the results below are stale; run again.'}
      </p>
      {restartNotice && (
        <p className="note small" data-testid="sim-restart">
          {restartNotice} The numbers are the same: each run depends on its seed alone.
        </p>
      )}
      {problems.length > 0 && (
        <ul className="ex-problems" aria-label="Problems">
          {problems.map((p) => (
            <li key={p.where + p.message} className="note">
              <code>{p.where}</code>: {p.message}
            </li>
          ))}
        </ul>
      )}
      {problems.length === 0 && plans.tools.length === 1 && (
        <p className="note" role="note">
          One candidate tool: there is nothing to choose, so every policy calls{' '}
          <code>{plans.tools[0]?.name}</code> every time and regret is 0. Add a tool to compare policies.
        </p>
      )}
      {fieldErrors && <p className="note">Fix the highlighted field to run.</p>}
      {tooBig && (
        <div className="note" role="alert">
          {millions(work)} tool-steps is more than a browser tab should attempt (
          {millions(BROWSER_WORK_LIMIT)}). Use <code>npm run engine -- simulate</code> for the full run, or{' '}
          {oneRunTooBig ? (
            'shorten the horizon or simulate fewer tools or policies: even one run is too big.'
          ) : (
            <button
              type="button"
              className="small"
              onClick={() => edit(setSimulation({ runs: runsWithin(plans) }))}
            >
              run {fmt(runsWithin(plans))} runs instead
            </button>
          )}
        </div>
      )}
    </section>
  )
}
