import { useState } from 'react'
import type { SimResult } from '../../engine/index.ts'
import { defaultSteps, parseSteps, valuesAtSteps } from '../../state/engine.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { policyColor } from './colors.ts'

// A missing value (null, or NaN for a policy with no finished run) is a dash, never "NaN".
const known = (x: number | null): x is number => x !== null && Number.isFinite(x)
const n3 = (x: number | null) => (known(x) ? fmt(Math.round(x * 1000) / 1000) : '—')
const pct = (x: number | null) => (known(x) ? `${fmt(Math.round(x * 1000) / 10)}%` : '—')

/** A policy that finished no run (a Cancel came first) has no value at any step nor over the run: it says so. */
function NoRuns() {
  return <td className="r muted ex-no-runs">no runs</td>
}

/** The two series of Figure 2.2, each its own table: one column per policy reads at 1,024 px. */
const MEASURES = [
  { id: 'reward', title: 'mean reward at step t (reward units)' },
  { id: 'best', title: '% of calls to a best tool at step t' },
] as const

/**
 * Figure 2.2's two series read at chosen steps (default 1, 10, 11, 12, 100, 1,000 and the horizon; editable),
 * beside the same measures over the whole run, each labelled as what it is: a teacher checking the book reads
 * "at step 1,000", not a run's mean.
 */
export function StepValuesTable({ result }: { result: SimResult }) {
  const last = result.t.at(-1) ?? result.steps
  const [text, setText] = useState<string | null>(null)
  const shown = text ?? defaultSteps(last).join(', ')
  const parsed = parseSteps(shown, last)
  const [lastGood, setLastGood] = useState<number[] | null>(null)
  const steps = parsed.ok ? parsed.steps : (lastGood ?? defaultSteps(last))
  const rows = valuesAtSteps(result, steps)
  const policies = result.policies
  return (
    <div className="ex-step-values">
      <div className="field ex-steps-field">
        <label htmlFor="ex-steps">Steps to read (calls, t)</label>
        <input
          id="ex-steps"
          className="num"
          value={shown}
          spellCheck={false}
          aria-invalid={parsed.ok ? undefined : true}
          aria-describedby={parsed.ok ? undefined : 'ex-steps-err'}
          onChange={(e) => {
            setText(e.target.value)
            const p = parseSteps(e.target.value, last)
            if (p.ok) setLastGood(p.steps)
          }}
        />
        {!parsed.ok && (
          <div id="ex-steps-err" className="field-error" role="alert">
            {parsed.message} The table keeps the last good steps.
          </div>
        )}
      </div>
      <p className="small muted ex-steps-note">
        <b>At step t</b>: the charted point, the mean over runs of the call made at t (over runs still going).{' '}
        <b>Over the run</b>: the mean over every call of every run, as in the summary table.
      </p>
      {MEASURES.map((m) => (
        <ScrollRegion key={m.id} label={`Values at chosen steps: ${m.title}`}>
          <table
            className="grid numbers ex-at-steps"
            aria-label={`Values at chosen steps: ${m.title}`}
            data-measure={m.id}
          >
            <caption className="ex-measure-caption">{m.title}</caption>
            <thead>
              <tr>
                <th scope="col" className="ex-step-col">
                  t
                </th>
                {policies.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one column per policy, in order
                  <th key={i} scope="col" className="r">
                    <span className="ex-swatch" style={{ background: policyColor(i) }} aria-hidden="true" />{' '}
                    {p.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.step} data-step={row.step}>
                  <th scope="row">
                    {fmt(row.step)}
                    {row.from !== row.to && (
                      <span className="muted small">
                        {' '}
                        (calls {fmt(row.from)}–{fmt(row.to)})
                      </span>
                    )}
                  </th>
                  {row.values.map((v, i) =>
                    policies[i]?.runs === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                      <NoRuns key={i} />
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                      <td key={i} className="r">
                        {m.id === 'reward' ? n3(v.reward) : pct(v.best)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="ex-over-run">
                <th scope="row">over the run</th>
                {policies.map((p, i) =>
                  p.runs === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                    <NoRuns key={i} />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                    <td key={i} className="r">
                      {m.id === 'reward' ? n3(p.avgReward) : pct(p.bestShareAll)}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      ))}
    </div>
  )
}
