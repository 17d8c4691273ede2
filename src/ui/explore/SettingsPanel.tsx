import { useCallback } from 'react'
import { setSimulation } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { DraftField } from '../fields/DraftField.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { DecimalField, parseDecimal } from './DecimalField.tsx'
import { EX_RULES, EX_WHOLE } from './rules.ts'

const SWEEP_RULE = { label: 'a sweep scale', unit: '', min: 0, max: 1_000_000, exclusiveMin: true }

/** Reads "0.5, 1, 2, 4" as sweep scales (up to 16, each above 0); empty means no sweep. */
function parseSweep(text: string): { ok: true; value: number[] } | { ok: false; message: string } {
  const parts = text.split(/[\s,;]+/).filter((x) => x !== '')
  if (parts.length > 16) return { ok: false, message: 'at most 16 scales' }
  const value: number[] = []
  for (const part of parts) {
    const r = parseDecimal(part, SWEEP_RULE)
    if (!r.ok) return { ok: false, message: `“${part}”: ${r.message}` }
    value.push(r.value as number)
  }
  return { ok: true, value }
}

/** Seed, runs, horizon, the band and time axis, the testbed's mean spread and the scale sweep. */
export function SettingsPanel() {
  const sim = useApp((s) => s.scenario.plans.simulation)
  const edit = useApp((s) => s.edit)
  const showSweep = useCallback((v: number[]) => v.join(', '), [])
  return (
    <section className="panel" aria-labelledby="ex-settings-h">
      <h2 id="ex-settings-h">Simulation</h2>
      <div className="field-row">
        <NumberField
          fieldKey="ex.runs"
          label="runs"
          rule={EX_WHOLE.runs}
          value={sim.runs}
          onCommit={(v) => v !== undefined && edit(setSimulation({ runs: v }), 'ex.runs')}
        />
        <NumberField
          fieldKey="ex.horizon"
          label="horizon (calls per run)"
          rule={EX_WHOLE.horizon}
          value={sim.horizon}
          onCommit={(v) => v !== undefined && edit(setSimulation({ horizon: v }), 'ex.horizon')}
        />
      </div>
      <div className="field-row">
        <NumberField
          fieldKey="ex.seed"
          label="seed"
          rule={EX_WHOLE.seed}
          value={sim.seed}
          onCommit={(v) => v !== undefined && edit(setSimulation({ seed: v }), 'ex.seed')}
        />
        <DecimalField
          fieldKey="ex.meanSpread"
          label="meanSpread (testbed)"
          rule={EX_RULES.meanSpread}
          value={sim.meanSpread}
          placeholder="off"
          onCommit={(v) => edit(setSimulation({ meanSpread: v }), 'ex.meanSpread')}
          hint="Each run redraws Gaussian means from N(mean, spread²)."
        />
      </div>
      <DraftField
        fieldKey="ex.sweep"
        label="Scale sweep (scaleFactor values)"
        value={sim.sweep}
        parse={parseSweep}
        show={showSweep}
        inputMode="decimal"
        placeholder="none"
        onCommit={(v) => edit(setSimulation({ sweep: v }), 'ex.sweep')}
      />
      <div className="ex-toggles">
        <fieldset>
          <legend className="small muted">Regret band</legend>
          <label>
            <input
              type="radio"
              name="ex-band"
              checked={sim.band === 'sd'}
              onChange={() => edit(setSimulation({ band: 'sd' }))}
            />{' '}
            mean ± 1 sd
          </label>{' '}
          <label>
            <input
              type="radio"
              name="ex-band"
              checked={sim.band === 'p5-95'}
              onChange={() => edit(setSimulation({ band: 'p5-95' }))}
            />{' '}
            5th–95th percentile
          </label>
        </fieldset>
        <label>
          <input
            type="checkbox"
            checked={sim.logTime}
            onChange={(e) => edit(setSimulation({ logTime: e.target.checked }))}
          />{' '}
          log time axis
        </label>
      </div>
    </section>
  )
}
