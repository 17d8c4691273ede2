import { setSimulation } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { NumberListField } from '../fields/NumberListField.tsx'
import { PLAN_RULES } from '../plans/rules.ts'

/** Seed, runs, horizon, the band and time axis, the testbed's mean spread and the scale sweep. */
export function SettingsPanel() {
  const sim = useApp((s) => s.scenario.plans.simulation)
  const edit = useApp((s) => s.edit)
  return (
    <section className="panel" aria-labelledby="ex-settings-h">
      <h2 id="ex-settings-h">Simulation</h2>
      <div className="field-row">
        <NumberField
          fieldKey="ex.runs"
          label="runs"
          rule={PLAN_RULES.runs}
          value={sim.runs}
          onCommit={(v) => v !== undefined && edit(setSimulation({ runs: v }), 'ex.runs')}
        />
        <NumberField
          fieldKey="ex.horizon"
          label="horizon (calls per run)"
          rule={PLAN_RULES.horizon}
          value={sim.horizon}
          onCommit={(v) => v !== undefined && edit(setSimulation({ horizon: v }), 'ex.horizon')}
        />
      </div>
      <div className="field-row">
        <NumberField
          fieldKey="ex.seed"
          label="seed"
          rule={PLAN_RULES.seed}
          value={sim.seed}
          onCommit={(v) => v !== undefined && edit(setSimulation({ seed: v }), 'ex.seed')}
        />
        <NumberField
          fieldKey="ex.meanSpread"
          label="meanSpread (testbed)"
          rule={PLAN_RULES.meanSpread}
          value={sim.meanSpread}
          placeholder="off"
          onCommit={(v) => edit(setSimulation({ meanSpread: v }), 'ex.meanSpread')}
          hint="Each run redraws Gaussian means from N(mean, spread²)."
        />
      </div>
      <NumberListField
        fieldKey="ex.sweep"
        label="Scale sweep (scaleFactor values)"
        rule={PLAN_RULES.sweepScale}
        most={16}
        value={sim.sweep}
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
