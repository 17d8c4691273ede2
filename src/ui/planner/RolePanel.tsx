import type { Role } from '../../engine/index.ts'
import { setPlannerRole, setRoleBudget } from '../../state/planner-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { PL_RULES } from './rules.ts'

const ROLES: { id: Role; label: string; rule: string }[] = [
  {
    id: 'builder',
    label: 'Builder',
    rule: 'exhausted → BLOCK; also BLOCK when a verify fails with fewer than 2 left',
  },
  { id: 'explorer', label: 'Explorer', rule: 'per mode; exhausted → returns status: "partial"' },
  { id: 'planner', label: 'Planner', rule: 'unlimited: reasoning-focused, not tool-heavy' },
  { id: 'observer', label: 'Observer', rule: 'exhausted → completes its phase, notes incomplete analysis' },
]

/** Whose budget the log is accounted against, and each role's budget (seed 000's table, editable). */
export function RolePanel() {
  const role = useApp((s) => s.scenario.planner.role)
  const roles = useApp((s) => s.scenario.planner.roles)
  const formulaBudget = useApp((s) => s.report?.planner?.formula.budget)
  const edit = useApp((s) => s.edit)
  const set = (key: keyof typeof roles, v: number | undefined) =>
    edit(setRoleBudget(key, v), `pl.role.${key}`)

  return (
    <section className="panel" aria-labelledby="pl-role-h">
      <h2 id="pl-role-h">Role</h2>
      <div className="pl-roles" role="radiogroup" aria-label="Role whose budget applies">
        {ROLES.map((r) => (
          <label key={r.id} className="pl-role">
            <input
              type="radio"
              name="pl-role"
              value={r.id}
              checked={role === r.id}
              onChange={() => edit(setPlannerRole(r.id))}
            />{' '}
            <b>{r.label}</b> <span className="muted small">{r.rule}</span>
          </label>
        ))}
      </div>
      <h3>Budgets (calls)</h3>
      <div className="field-row">
        <NumberField
          fieldKey="pl.role.builder"
          label="Builder (calls)"
          rule={PL_RULES.builder}
          value={roles.builder}
          placeholder={formulaBudget === undefined ? 'formula' : `formula: ${formulaBudget}`}
          onCommit={(v) => set('builder', v)}
          hint={
            <>
              Empty: the formula (5–9).
              <SeedLink to="000/roles" />
            </>
          }
        />
        <NumberField
          fieldKey="pl.role.explorerPerMode"
          label="Explorer per mode (calls)"
          rule={PL_RULES.explorerPerMode}
          value={roles.explorerPerMode}
          onCommit={(v) => v !== undefined && set('explorerPerMode', v)}
          hint="Seed: 4."
        />
      </div>
      <div className="field-row">
        <NumberField
          fieldKey="pl.role.planner"
          label="Planner (calls)"
          rule={PL_RULES.planner}
          value={roles.planner}
          placeholder="unlimited"
          onCommit={(v) => set('planner', v)}
          hint="Empty: unlimited (seed)."
        />
        <NumberField
          fieldKey="pl.role.observer"
          label="Observer (calls)"
          rule={PL_RULES.observer}
          value={roles.observer}
          onCommit={(v) => v !== undefined && set('observer', v)}
          hint="Seed: 10."
        />
      </div>
    </section>
  )
}
