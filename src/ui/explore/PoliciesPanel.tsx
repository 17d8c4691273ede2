import type { Policy } from '../../engine/index.ts'
import { POLICY_DEFAULTS, policyLabel, STRATEGIES } from '../../state/engine.ts'
import { addPolicy, removePolicy, setPolicy } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { PLAN_RULES } from '../plans/rules.ts'

const STRATEGY_NAMES: Record<Policy['strategy'], string> = {
  Greedy: 'Greedy',
  EpsilonGreedy: 'ε-greedy',
  UCB: 'UCB',
  ThompsonSampling: 'Thompson',
  Softmax: 'Softmax',
}

/** The knob each strategy has (ε, c or τ), with its default when unset. */
function Knob({ p, i, onChange }: { p: Policy; i: number; onChange: (p: Policy) => void }) {
  const name = policyLabel({ ...p, label: undefined })
  if (p.strategy === 'EpsilonGreedy')
    return (
      <NumberField
        compact
        fieldKey={`ex.policy.${i}.eps`}
        label={`${name}: ε`}
        rule={PLAN_RULES.explorationRate}
        value={p.explorationRate ?? POLICY_DEFAULTS.explorationRate}
        onCommit={(v) => v !== undefined && onChange({ ...p, explorationRate: v })}
      />
    )
  if (p.strategy === 'UCB')
    return (
      <NumberField
        compact
        fieldKey={`ex.policy.${i}.c`}
        label={`${name}: c`}
        rule={PLAN_RULES.ucbC}
        value={p.ucbC ?? POLICY_DEFAULTS.ucbC}
        onCommit={(v) => v !== undefined && onChange({ ...p, ucbC: v })}
      />
    )
  if (p.strategy === 'Softmax')
    return (
      <NumberField
        compact
        fieldKey={`ex.policy.${i}.tau`}
        label={`${name}: τ`}
        rule={PLAN_RULES.temperature}
        value={p.temperature ?? POLICY_DEFAULTS.temperature}
        onCommit={(v) => v !== undefined && onChange({ ...p, temperature: v })}
      />
    )
  return <span className="muted small">—</span>
}

/** The policies compared (seed 001's ExploitExplorePolicy each), with their knobs. */
export function PoliciesPanel() {
  const policies = useApp((s) => s.scenario.plans.simulation.policies)
  const edit = useApp((s) => s.edit)
  const change = (i: number, p: Policy, key?: string) => edit(setPolicy(i, p), key && `ex.policy.${i}.${key}`)
  return (
    <section className="panel" aria-labelledby="ex-policies-h">
      <div className="panel-head">
        <h2 id="ex-policies-h">Policies</h2>
        <button
          type="button"
          className="small"
          onClick={() => edit(addPolicy({ strategy: 'ThompsonSampling', preferGeneralMethods: false }))}
        >
          Add policy
        </button>
      </div>
      {policies.length === 0 && <p className="note">No policies: add one to simulate.</p>}
      <table className="grid ex-policies">
        <thead>
          <tr>
            <th>Strategy</th>
            <th title="ε for ε-greedy, c for UCB, τ for softmax">ε / c / τ</th>
            <th title="where every estimate starts (optimistic initial values); under sample averages it counts as one observation">
              Q₁
            </th>
            <th title="constant step size α: Q ← Q + α(r − Q); empty: sample averages">α</th>
            <th title="preferGeneralMethods (seed 001's bitter-lesson preference)">BLP</th>
            <th>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {policies.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a policy's position is its identity
            <tr key={i}>
              <td>
                <select
                  aria-label={`Policy ${i + 1} strategy`}
                  value={p.strategy}
                  onChange={(e) =>
                    change(i, {
                      strategy: e.target.value as Policy['strategy'],
                      preferGeneralMethods: p.preferGeneralMethods,
                      ...(p.initialValue === undefined ? {} : { initialValue: p.initialValue }),
                      ...(p.stepSize === undefined ? {} : { stepSize: p.stepSize }),
                    })
                  }
                >
                  {STRATEGIES.map((s) => (
                    <option key={s} value={s}>
                      {STRATEGY_NAMES[s]}
                    </option>
                  ))}
                </select>
                {p.label && <div className="small muted">{p.label}</div>}
              </td>
              <td>
                <Knob p={p} i={i} onChange={(q) => change(i, { ...q, label: undefined }, 'knob')} />
              </td>
              <td>
                <NumberField
                  compact
                  fieldKey={`ex.policy.${i}.init`}
                  label={`Policy ${i + 1} initial value`}
                  rule={PLAN_RULES.initialValue}
                  value={p.initialValue}
                  placeholder="0"
                  onCommit={(v) => change(i, { ...p, initialValue: v, label: undefined }, 'init')}
                />
              </td>
              <td>
                {p.strategy === 'ThompsonSampling' ? (
                  <span
                    className="muted small"
                    title="Thompson sampling keeps a posterior from every observation"
                  >
                    —
                  </span>
                ) : (
                  <NumberField
                    compact
                    fieldKey={`ex.policy.${i}.alpha`}
                    label={`Policy ${i + 1} step size α`}
                    rule={PLAN_RULES.stepSize}
                    value={p.stepSize}
                    placeholder="1/n"
                    onCommit={(v) => change(i, { ...p, stepSize: v, label: undefined }, 'alpha')}
                  />
                )}
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Policy ${i + 1} prefers general tools`}
                  checked={p.preferGeneralMethods}
                  onChange={(e) =>
                    change(i, { ...p, preferGeneralMethods: e.target.checked, label: undefined })
                  }
                />
              </td>
              <td>
                <button
                  type="button"
                  className="small"
                  aria-label={`Remove policy ${i + 1}`}
                  onClick={() => edit(removePolicy(i))}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">
        Empty Q₁: estimates start at 0. Empty α: sample averages (a step of 1/n); with α, each reward moves
        the estimate α of the way (Sutton and Barto §2.5). Defaults: ε = {POLICY_DEFAULTS.explorationRate}, c
        = √2 (UCB1), τ = {POLICY_DEFAULTS.temperature}.
      </p>
    </section>
  )
}
