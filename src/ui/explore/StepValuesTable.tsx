import { useState } from 'react'
import { defaultSteps, parseSteps, valuesAtSteps } from '../../engine/plans/simulate/at-steps.ts'
import type { SimResult } from '../../engine/plans/simulate/stats.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { policyColor } from './colors.ts'

const n3 = (x: number | null) => (x === null ? '—' : fmt(Math.round(x * 1000) / 1000))
const pct = (x: number | null) => (x === null ? '—' : `${fmt(Math.round(x * 1000) / 10)}%`)

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
      <ScrollRegion label="Values at chosen steps">
        <table className="grid numbers ex-at-steps" aria-label="Values at chosen steps">
          <caption className="small muted">
            <b>At step t</b>: the charted point, the mean over runs of the call made at t (over runs still
            going). <b>Over the run</b>: the mean over every call of every run, as in the summary table.
          </caption>
          <thead>
            <tr>
              <th rowSpan={2} scope="col">
                t
              </th>
              <th colSpan={policies.length} scope="colgroup" className="r">
                reward at step t (reward units)
              </th>
              <th colSpan={policies.length} scope="colgroup" className="r">
                % calls to a best tool at step t
              </th>
            </tr>
            <tr>
              {[0, 1].flatMap((g) =>
                policies.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one column per policy, in order
                  <th key={`${g}-${i}`} scope="col" className="r">
                    <span className="ex-swatch" style={{ background: policyColor(i) }} aria-hidden="true" />{' '}
                    {p.label}
                  </th>
                )),
              )}
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
                {row.values.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                  <td key={`r${i}`} className="r">
                    {n3(v.reward)}
                  </td>
                ))}
                {row.values.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                  <td key={`b${i}`} className="r">
                    {pct(v.best)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="ex-over-run">
              <th scope="row">over the run</th>
              {policies.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                <td key={`r${i}`} className="r">
                  {n3(p.avgReward)}
                </td>
              ))}
              {policies.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per policy, in order
                <td key={`b${i}`} className="r">
                  {pct(p.bestShareAll)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </div>
  )
}
