import type { BudgetBreakdown, FormulaConstants } from '../../engine/index.ts'
import { builderBudget } from '../../state/engine.ts'
import { setFormula, setPlannerInputs } from '../../state/planner-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { PL_RULES } from './rules.ts'

/** The seed's own table, "Budget Assignment Rules (Planner)". */
const SEED_TABLE = [
  { scenario: 'Single file, no complexity', files: 1, prior: false, confidence: 0, seed: 5 },
  { scenario: 'Single file + framework', files: 1, prior: false, confidence: 0.6, seed: 7 },
  { scenario: '2 files', files: 2, prior: false, confidence: 0, seed: 6 },
  { scenario: '3 files + prior failures', files: 3, prior: true, confidence: 0, seed: 9 },
]

function complexityText(b: BudgetBreakdown, confidence: number, threshold: number): string {
  const conf = `framework_confidence ${confidence} ${confidence >= threshold ? '≥' : '<'} ${threshold}`
  switch (b.complexityReason) {
    case null:
      return `0 (no prior failures, ${conf})`
    case 'prior failures':
      return `${b.complexity} (prior failures)`
    case 'framework confidence':
      return `${b.complexity} (${conf})`
    case 'both':
      return `${b.complexity} (prior failures, and ${conf})`
  }
}

const ROLE_NAMES = {
  builder: 'Builder',
  explorer: 'Explorer',
  planner: 'Planner',
  observer: 'Observer',
} as const

/** Why the formula does not set the budget shown, or null when it does (a Builder with no hand-set budget). */
function formulaNotInUse(role: keyof typeof ROLE_NAMES, handSet: number | undefined): string | null {
  if (role === 'builder')
    return handSet === undefined
      ? null
      : `Not in use: the Builder's budget is set by hand under Role (${handSet} calls); empty it there to use the formula.`
  return `Not in use: the ${ROLE_NAMES[role]}'s budget is set under Role. The formula sets a Builder's budget; choose Builder to use it.`
}

/** Seed 000's Builder budget: the Planner's inputs, the constants, and the formula with live values. */
export function FormulaPanel() {
  const inputs = useApp((s) => s.scenario.planner.inputs)
  const formula = useApp((s) => s.scenario.planner.formula)
  const breakdown = useApp((s) => s.report?.planner?.formula)
  const role = useApp((s) => s.scenario.planner.role)
  const handSet = useApp((s) => s.scenario.planner.roles.builder)
  const edit = useApp((s) => s.edit)
  const notInUse = formulaNotInUse(role, handSet)

  return (
    <section
      className={`panel${notInUse ? ' pl-inactive' : ''}`}
      aria-labelledby="pl-formula-h"
      aria-describedby={notInUse ? 'pl-formula-inactive' : undefined}
    >
      <h2 id="pl-formula-h">Builder budget (set by the Planner)</h2>
      {notInUse && (
        <p className="note small" id="pl-formula-inactive" data-testid="pl-formula-inactive">
          {notInUse}
        </p>
      )}
      <fieldset className="pl-delta">
        <legend>Delta: files the task changes</legend>
        <div className="pl-radios" role="radiogroup" aria-label="Delta given as">
          <label>
            <input
              type="radio"
              name="pl-delta-mode"
              checked={inputs.deltaMode === 'files'}
              onChange={() => edit(setPlannerInputs({ deltaMode: 'files' }))}
            />{' '}
            list of paths
          </label>
          <label>
            <input
              type="radio"
              name="pl-delta-mode"
              checked={inputs.deltaMode === 'count'}
              onChange={() => edit(setPlannerInputs({ deltaMode: 'count' }))}
            />{' '}
            a count
          </label>
        </div>
        {inputs.deltaMode === 'files' ? (
          <div className="field">
            <label htmlFor="pl-delta-files">Paths in the delta (one per line)</label>
            <textarea
              id="pl-delta-files"
              className="pl-paths"
              rows={3}
              spellCheck={false}
              value={inputs.deltaFiles.join('\n')}
              onChange={(e) =>
                edit(setPlannerInputs({ deltaFiles: e.target.value.split('\n') }), 'pl-delta-files')
              }
            />
            <div className="field-hint">
              files_in_delta = {breakdown?.filesInDelta ?? '…'} (distinct non-empty paths)
            </div>
          </div>
        ) : (
          <NumberField
            fieldKey="pl.filesInDelta"
            label="files_in_delta (files)"
            rule={PL_RULES.filesInDelta}
            value={inputs.filesInDelta}
            onCommit={(v) =>
              v !== undefined && edit(setPlannerInputs({ filesInDelta: v }), 'pl.filesInDelta')
            }
          />
        )}
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={inputs.priorFailures}
          onChange={(e) => edit(setPlannerInputs({ priorFailures: e.target.checked }))}
        />{' '}
        prior_failures
      </label>
      <NumberField
        fieldKey="pl.frameworkConfidence"
        label="framework_confidence (0–1)"
        rule={PL_RULES.frameworkConfidence}
        value={inputs.frameworkConfidence}
        onCommit={(v) =>
          v !== undefined && edit(setPlannerInputs({ frameworkConfidence: v }), 'pl.frameworkConfidence')
        }
        hint="The seed project's default is 0.5."
      />
      {breakdown && <Breakdown b={breakdown} k={formula} confidence={inputs.frameworkConfidence} />}
      <Constants k={formula} />
      <SeedTable k={formula} />
    </section>
  )
}

function Breakdown({ b, k, confidence }: { b: BudgetBreakdown; k: FormulaConstants; confidence: number }) {
  return (
    <div className="pl-breakdown" data-testid="pl-breakdown">
      <div>
        <span className="muted">MINIMUM</span> = <b>{b.minimum}</b> calls
        <SeedLink to="000/minimum" />
      </div>
      <div>
        <span className="muted">FILE_BONUS</span> = max(0, {b.filesInDelta} − 1) = <b>{b.fileBonus}</b>
        <SeedLink to="000/file-bonus" />
      </div>
      <div>
        <span className="muted">COMPLEXITY</span> ={' '}
        <b>{complexityText(b, confidence, k.confidenceThreshold)}</b>
        <SeedLink to="000/complexity" />
      </div>
      <div className="pl-budget-line">
        budget = min({b.cap}, {b.minimum} + {b.fileBonus} + {b.complexity}) ={' '}
        <b data-testid="pl-builder-budget">{b.budget}</b> calls
        {b.capped && <span className="tag">capped: the sum was {b.uncapped}</span>}
        <SeedLink to="000/formula" />
      </div>
    </div>
  )
}

function Constants({ k }: { k: FormulaConstants }) {
  const edit = useApp((s) => s.edit)
  const set = (patch: Partial<FormulaConstants>, key: string) => edit(setFormula(patch), key)
  return (
    <details className="pl-constants">
      <summary>Constants (seed 000: 5, 9, 2, 0.6)</summary>
      <div className="field-row">
        <NumberField
          fieldKey="pl.minimum"
          label="MINIMUM (calls)"
          rule={PL_RULES.minimum}
          value={k.minimum}
          onCommit={(v) => v !== undefined && set({ minimum: v }, 'pl.minimum')}
        />
        <NumberField
          fieldKey="pl.cap"
          label="cap (calls)"
          rule={PL_RULES.cap}
          value={k.cap}
          onCommit={(v) => v !== undefined && set({ cap: v }, 'pl.cap')}
        />
      </div>
      <div className="field-row">
        <NumberField
          fieldKey="pl.complexityBonus"
          label="COMPLEXITY bonus (calls)"
          rule={PL_RULES.complexityBonus}
          value={k.complexityBonus}
          onCommit={(v) => v !== undefined && set({ complexityBonus: v }, 'pl.complexityBonus')}
        />
        <NumberField
          fieldKey="pl.confidenceThreshold"
          label="confidence threshold"
          rule={PL_RULES.confidenceThreshold}
          value={k.confidenceThreshold}
          onCommit={(v) => v !== undefined && set({ confidenceThreshold: v }, 'pl.confidenceThreshold')}
        />
      </div>
    </details>
  )
}

function SeedTable({ k }: { k: FormulaConstants }) {
  return (
    <table className="grid numbers pl-seed-table" aria-label="The seed's budget table">
      <caption className="small muted">
        The seed's table, recomputed with these constants (calls)
        <SeedLink to="000/table" />
      </caption>
      <thead>
        <tr>
          <th scope="col">scenario</th>
          <th scope="col" className="r">
            seed
          </th>
          <th scope="col" className="r">
            now
          </th>
        </tr>
      </thead>
      <tbody>
        {SEED_TABLE.map((row) => {
          const now = builderBudget(
            { filesInDelta: row.files, priorFailures: row.prior, frameworkConfidence: row.confidence },
            k,
          ).budget
          return (
            <tr key={row.scenario}>
              <td>{row.scenario}</td>
              <td className="r">{row.seed}</td>
              <td className={`r${now === row.seed ? '' : ' pl-differs'}`}>{now}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
