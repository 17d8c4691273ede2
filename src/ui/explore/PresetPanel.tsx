import { useState } from 'react'
import { SIM_PRESETS } from '../../engine/simulate/presets.ts'
import { loadPreset } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'

/** The teaching presets: loading one replaces the tools, the budget and the simulation settings (undoable). */
export function PresetPanel() {
  const edit = useApp((s) => s.edit)
  const [id, setId] = useState(SIM_PRESETS[1]?.id ?? 'default')
  const preset = SIM_PRESETS.find((p) => p.id === id)
  return (
    <section className="panel" aria-labelledby="ex-preset-h">
      <h2 id="ex-preset-h">Presets</h2>
      <div className="ex-preset-row">
        <label className="sr-only" htmlFor="ex-preset">
          Preset
        </label>
        <select id="ex-preset" value={id} onChange={(e) => setId(e.target.value)}>
          {SIM_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => preset && edit(loadPreset(preset.explore()))}>
          Load preset
        </button>
      </div>
      {preset && (
        <p className="small muted">Source: {preset.source}. Replaces tools, budget and simulation.</p>
      )}
    </section>
  )
}
