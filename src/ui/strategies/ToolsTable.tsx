import { setPreTrims, setWeight } from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { STRATEGY_RULES } from './rules.ts'

/** The batch's tools: their weight for the weighted split, and whether they pre-trim to their budget. */
export function ToolsTable() {
  const batchIndex = useApp((s) => s.scenario.view.batchIndex)
  const calls = useApp((s) => s.scenario.batches[Math.min(batchIndex, s.scenario.batches.length - 1)]?.calls)
  const weights = useApp((s) => s.scenario.strategies.weights)
  const tools = useApp((s) => s.scenario.tools)
  const edit = useApp((s) => s.edit)
  const names = [...new Set((calls ?? []).map((c) => c.tool))]
  if (names.length === 0) return null
  return (
    <ScrollRegion label="Tools in this batch">
      <table className="st-tools">
        <caption className="small muted">Tools in this batch</caption>
        <thead>
          <tr>
            <th scope="col">tool</th>
            <th scope="col" className="r" title="Weighted split: an unlisted tool weighs 1">
              weight
            </th>
            <th
              scope="col"
              title="The tool trims its own output to ctx.resultBudgetChars; the post-trim leaves it alone"
            >
              pre-trims
              <SeedLink to="003/pre-trim" />
            </th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <td className="tool-name">{name}</td>
              <td className="r">
                <NumberField
                  compact
                  fieldKey={`st.weight.${name}`}
                  label={`weight of ${name}`}
                  rule={STRATEGY_RULES.weight}
                  value={weights.find((w) => w.tool === name)?.weight ?? 1}
                  onCommit={(v) => v !== undefined && edit(setWeight(name, v), `st.weight.${name}`)}
                />
              </td>
              <td>
                <label className="check">
                  <input
                    type="checkbox"
                    aria-label={`${name} pre-trims to its budget`}
                    checked={tools.find((t) => t.name === name)?.preTrims === true}
                    onChange={(e) => edit(setPreTrims(name, e.target.checked))}
                  />
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
