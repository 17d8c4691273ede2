import type { ToolCallPlan } from '../../engine/index.ts'
import { EXECUTION_STATES, POLICY_DEFAULTS, STRATEGIES } from '../../state/engine.ts'
import { editPlan, setBudget, setPlanContext, setPolicy } from '../../state/plans-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { PLAN_RULES } from './rules.ts'
import { SequenceEditor } from './SequenceEditor.tsx'

/** What the simulator uses when a knob is empty (its defaults; the sentinel does not read these knobs). */
const PLACEHOLDER = {
  explorationRate: `simulator default ${POLICY_DEFAULTS.explorationRate}`,
  temperature: `simulator default ${POLICY_DEFAULTS.temperature}`,
  ucbC: 'simulator default √2',
  initialValue: 'none (no optimism)',
  stepSize: 'none (sample averages)',
} as const

type Budget = keyof ToolCallPlan['planningContext']['constraints']
const BUDGETS: [Budget, string][] = [
  ['maxToolCalls', 'maxToolCalls (calls)'],
  ['maxCost', 'maxCost (resource units)'],
  ['maxLatency', 'maxLatency (ms)'],
  ['scaleFactor', 'scaleFactor (× every limit; empty = 1.0)'],
]

/** The plan through forms: goal, state, each budget with its unit, the policy, and the sequence. */
export function PlanForm() {
  const plan = useApp((s) => s.scenario.plans.plan)
  const edit = useApp((s) => s.edit)
  const { goal, constraints, policy } = plan.planningContext
  return (
    <div className="pp-form">
      <div className="field-row">
        <div className="field">
          <label htmlFor="pp-plan-id">planId</label>
          <input
            id="pp-plan-id"
            className="num"
            maxLength={200}
            value={plan.planId}
            onChange={(e) =>
              edit(
                editPlan((p) => ({ ...p, planId: e.target.value })),
                'pp-plan-id',
              )
            }
          />
        </div>
        <div className="field">
          <label htmlFor="pp-state">executionState</label>
          <select
            id="pp-state"
            value={plan.executionState}
            onChange={(e) =>
              edit(
                editPlan((p) => ({ ...p, executionState: e.target.value as ToolCallPlan['executionState'] })),
              )
            }
          >
            {EXECUTION_STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="pp-goal">goal</label>
        <textarea
          id="pp-goal"
          rows={2}
          maxLength={2_000}
          value={goal}
          onChange={(e) => edit(setPlanContext({ goal: e.target.value }), 'pp-goal')}
        />
      </div>
      <fieldset className="pp-group">
        <legend>constraints (ResourceBudget; empty = no limit)</legend>
        <div className="field-row">
          {BUDGETS.map(([key, label]) => (
            <NumberField
              key={key}
              fieldKey={`pp-${key}`}
              label={label}
              rule={PLAN_RULES[key]}
              value={constraints[key]}
              placeholder="none"
              onCommit={(v) => edit(setBudget(key, v))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="pp-group">
        <legend>policy (ExploitExplorePolicy)</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor="pp-strategy">strategy</label>
            <select
              id="pp-strategy"
              value={policy.strategy}
              onChange={(e) => edit(setPolicy('strategy', e.target.value as typeof policy.strategy))}
            >
              {STRATEGIES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <label className="check pp-check">
            <input
              type="checkbox"
              checked={policy.preferGeneralMethods}
              onChange={(e) => edit(setPolicy('preferGeneralMethods', e.target.checked))}
            />{' '}
            preferGeneralMethods (BLP)
          </label>
          {(['explorationRate', 'temperature', 'ucbC', 'initialValue', 'stepSize'] as const).map((key) => (
            <NumberField
              key={key}
              fieldKey={`pp-${key}`}
              label={PLAN_RULES[key].label}
              rule={PLAN_RULES[key]}
              value={policy[key]}
              placeholder={PLACEHOLDER[key]}
              onCommit={(v) => edit(setPolicy(key, v))}
            />
          ))}
        </div>
      </fieldset>
      <SequenceEditor />
    </div>
  )
}
