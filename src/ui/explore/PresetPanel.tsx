import { useState } from 'react'
import type { Plans, SimPreset } from '../../engine/index.ts'
import { defaultScenario } from '../../state/default-scenario.ts'
import { SIM_PRESETS } from '../../state/engine.ts'
import { loadPreset } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'

type Tools = Plans['tools']
type Policies = Plans['simulation']['policies']

/** JSON with every object's keys sorted: a file or link may list a tool's fields in another order. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x,
  )

/** A preset laid over the default plans section (the build's copy of the schema's defaults). */
const planOf = (preset: SimPreset) => preset.plans(defaultScenario().plans)

/** Whether `tools` are exactly `preset`'s (names, rewards, costs, latencies, kinds, in order). */
const sameTools = (preset: SimPreset, tools: Tools) => canonical(planOf(preset).tools) === canonical(tools)

/** The preset the current tools came from; presets that share tools (the testbed, Figure 2.3) told apart by policies. */
const presetOf = (tools: Tools, policies: Policies) =>
  SIM_PRESETS.find(
    (p) => sameTools(p, tools) && canonical(planOf(p).simulation.policies) === canonical(policies),
  ) ?? SIM_PRESETS.find((p) => sameTools(p, tools))

/** The teaching presets: loading one replaces the tools, the budget and the simulation settings (undoable). */
export function PresetPanel() {
  const edit = useApp((s) => s.edit)
  const tools = useApp((s) => s.scenario.plans.tools)
  const policies = useApp((s) => s.scenario.plans.simulation.policies)
  // Start on the preset the current tools came from (an example or a link), so the picker does not name another.
  const [id, setId] = useState(() => presetOf(tools, policies)?.id ?? SIM_PRESETS[1]?.id ?? 'default')
  const preset = SIM_PRESETS.find((p) => p.id === id)
  const current = preset !== undefined && sameTools(preset, tools)
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
        <button type="button" onClick={() => preset && edit(loadPreset(planOf(preset)))}>
          Load preset
        </button>
      </div>
      {preset && (
        <p className="small muted">
          Source: {preset.source}. Replaces tools, budget and simulation.
          {current && ' The tools below are this preset’s.'}
        </p>
      )}
    </section>
  )
}
