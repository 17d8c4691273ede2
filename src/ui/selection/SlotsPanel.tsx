import type { ClientId } from '../../engine/index.ts'
import { CLIENT_IDS, CLIENT_LIMITS, SELECTION_STRATEGIES } from '../../state/engine.ts'
import { setClient, setSelectionNumber, setStrategy } from '../../state/selection-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { STRATEGY_INFO } from './names.ts'
import { SEL_RULES } from './rules.ts'
import { Warnings } from './StaleBadge.tsx'

const SLIDER_MAX = 64

/** max_tools, the minimum per category, the strategy and the client: the knobs of seed 004's selection. */
export function SlotsPanel() {
  const maxTools = useApp((s) => s.scenario.selection.maxTools)
  const minimum = useApp((s) => s.scenario.selection.minPerCategory)
  const strategy = useApp((s) => s.scenario.selection.strategy)
  const client = useApp((s) => s.scenario.selection.client)
  const edit = useApp((s) => s.edit)

  return (
    <section className="panel" aria-labelledby="sel-slots-h">
      <h2 id="sel-slots-h">Tool slots</h2>
      <NumberField
        fieldKey="sel.maxTools"
        label="max_tools (slots; request_more_tools takes none)"
        rule={SEL_RULES.maxTools}
        value={maxTools}
        onCommit={(v) => v !== undefined && edit(setSelectionNumber('maxTools', v), 'sel.maxTools')}
        hint={
          <>
            Default 8 (seed 004, a qwen3:8b assistant).
            <SeedLink to="004/max-tools" />
          </>
        }
      />
      <input
        type="range"
        className="slider"
        aria-label="max_tools slider"
        min={0}
        max={SLIDER_MAX}
        value={Math.min(maxTools, SLIDER_MAX)}
        onChange={(e) => edit(setSelectionNumber('maxTools', Number(e.target.value)), 'sel.maxTools')}
      />
      <div className="slider-scale" aria-hidden="true">
        <span>0</span>
        <span>8</span>
        <span>{SLIDER_MAX}+</span>
      </div>
      <Warnings where="maxTools" />
      <NumberField
        fieldKey="sel.minPerCategory"
        label="minimum per category (slots)"
        rule={SEL_RULES.minPerCategory}
        value={minimum}
        onCommit={(v) =>
          v !== undefined && edit(setSelectionNumber('minPerCategory', v), 'sel.minPerCategory')
        }
        hint="The 2 in max(2, max_tools // n): seed 004 uses 2; a later version of that project uses 1."
      />
      <fieldset className="sel-strategies">
        <legend>Strategy (the chart compares all four)</legend>
        {SELECTION_STRATEGIES.map((id) => (
          <label key={id} className="check">
            <input
              type="radio"
              name="sel-strategy"
              value={id}
              checked={strategy === id}
              onChange={() => edit(setStrategy(id))}
            />{' '}
            {STRATEGY_INFO[id].label} <span className="src">{STRATEGY_INFO[id].source}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>Client tool limit</span>
        <select
          aria-label="Client tool limit"
          value={client}
          onChange={(e) => edit(setClient(e.target.value as ClientId))}
        >
          {CLIENT_IDS.map((p) => (
            <option key={p} value={p}>
              {CLIENT_LIMITS[p].label}
            </option>
          ))}
        </select>
      </label>
      <Warnings where="client" />
    </section>
  )
}
