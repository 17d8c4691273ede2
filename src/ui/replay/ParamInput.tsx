import { useMemo } from 'react'
import type { HarnessParam, NumberRule, ParamEdit, ParamValue, Unit } from '../../engine/index.ts'
import { formatParamValue, UNITS } from '../../state/engine.ts'
import { resetHarnessParam, setHarnessParam } from '../../state/harness-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'

type Editable = HarnessParam & { edit: ParamEdit }

/**
 * The number rule of a parameter: its harness, label and range, so a bad value's message names all three; a
 * unit the parser does not know is written into the label instead. A share of the token limit reads `60%` too.
 */
export function paramRule(harness: string, p: Editable & { edit: { kind: 'number' } }): NumberRule {
  const e = p.edit
  const known = e.unit in UNITS
  return {
    label: `${harness}, ${p.label}${known || !e.unit ? '' : ` (${e.unit})`}`,
    ...(known ? { unit: e.unit as Unit } : {}),
    kind: e.integer ? 'whole' : 'decimal',
    min: e.min,
    max: e.max,
    emptyMeansNone: true,
    ...(e.max <= 1 && !e.integer ? { percent: 'fraction' as const } : {}),
  }
}

/**
 * One parameter's input in a harness column's Rules and sources: the user's value (empty: the default, shown as
 * the placeholder), the default beside, and Reset to default once edited. Every change is an undoable edit.
 */
export function ParamInput({ harnessId, harness, p }: { harnessId: string; harness: string; p: Editable }) {
  const edit = useApp((s) => s.edit)
  const value: ParamValue | undefined = useApp((s) => s.scenario.harnessSettings?.[harnessId]?.[p.id])
  const key = `harness.${harnessId}.${p.id}`
  const set = (v: ParamValue) => edit(setHarnessParam(harnessId, p.id, v), key)
  const reset = () => edit(resetHarnessParam(harnessId, p.id))
  // A box ticked back or the default picked again is no edit (typing the default keeps what was typed).
  const pick = (v: ParamValue) => (v === p.edit.default ? reset() : set(v))
  const e = p.edit
  const name = `${harness}: ${p.label}`
  const rule = useMemo(
    () => (e.kind === 'number' ? paramRule(harness, { ...p, edit: e }) : null),
    [harness, p, e],
  )
  return (
    <div className="hr-input" data-testid={`hr-input-${harnessId}-${p.id}`}>
      {rule && e.kind === 'number' && (
        <NumberField
          fieldKey={key}
          label={name}
          compact
          rule={rule}
          value={typeof value === 'number' ? value : undefined}
          placeholder={e.default.toLocaleString('en-US', { maximumFractionDigits: 4 })}
          onCommit={(v) => (v === undefined ? reset() : set(v))}
        />
      )}
      {e.kind === 'boolean' && (
        <input
          type="checkbox"
          aria-label={name}
          checked={typeof value === 'boolean' ? value : e.default}
          onChange={(ev) => pick(ev.target.checked)}
        />
      )}
      {e.kind === 'choice' && (
        <select
          aria-label={name}
          value={typeof value === 'string' ? value : e.default}
          onChange={(ev) => pick(ev.target.value)}
        >
          {e.choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
      <span className="hr-default muted">
        {value !== undefined && <strong className="hr-edited-mark">(edited) </strong>}
        default {formatParamValue(e, e.default)}
      </span>
      {value !== undefined && (
        <button
          type="button"
          className="small-btn hr-reset"
          onClick={reset}
          aria-label={`Reset to default: ${name}`}
        >
          Reset to default
        </button>
      )}
    </div>
  )
}
