import { useState } from 'react'
import type { Plans, SimExperiment } from '../../engine/index.ts'
import { defaultScenario } from '../../state/default-scenario.ts'
import { SIM_EXPERIMENTS } from '../../state/engine.ts'
import { loadExperiment } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'

type Tools = Plans['tools']
type Policies = Plans['simulation']['policies']

/** JSON with every object's keys sorted: a file or link may list a tool's fields in another order. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x,
  )

/** An experiment laid over the default plans section (the build's copy of the schema's defaults). */
const planOf = (experiment: SimExperiment) => experiment.plans(defaultScenario().plans)

/** Whether `tools` are exactly `experiment`'s (names, rewards, costs, latencies, kinds, in order). */
const sameTools = (experiment: SimExperiment, tools: Tools) =>
  canonical(planOf(experiment).tools) === canonical(tools)

/** The experiment the current tools came from; experiments that share tools (the testbed, Figure 2.3) told apart by policies. */
const experimentOf = (tools: Tools, policies: Policies) =>
  SIM_EXPERIMENTS.find(
    (p) => sameTools(p, tools) && canonical(planOf(p).simulation.policies) === canonical(policies),
  ) ?? SIM_EXPERIMENTS.find((p) => sameTools(p, tools))

/** The teaching experiments (textbook set-ups, shown as "Presets"): loading one replaces the tools, the budget and the simulation settings (undoable). */
export function ExperimentPanel() {
  const edit = useApp((s) => s.edit)
  const tools = useApp((s) => s.scenario.plans.tools)
  const policies = useApp((s) => s.scenario.plans.simulation.policies)
  // Start on the experiment the current tools came from (an example or a link), so the picker does not name another.
  const [id, setId] = useState(() => experimentOf(tools, policies)?.id ?? SIM_EXPERIMENTS[1]?.id ?? 'default')
  const experiment = SIM_EXPERIMENTS.find((p) => p.id === id)
  const current = experiment !== undefined && sameTools(experiment, tools)
  return (
    <section className="panel" aria-labelledby="ex-preset-h">
      <h2 id="ex-preset-h">Presets</h2>
      <div className="ex-preset-row">
        <label className="sr-only" htmlFor="ex-preset">
          Preset
        </label>
        <select id="ex-preset" value={id} onChange={(e) => setId(e.target.value)}>
          {SIM_EXPERIMENTS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => experiment && edit(loadExperiment(planOf(experiment)))}>
          Load preset
        </button>
      </div>
      {experiment && (
        <p className="small muted">
          Source: {experiment.source}. Replaces tools, budget and simulation.
          {current && ' The tools below are this preset’s.'}
        </p>
      )}
    </section>
  )
}
