import { useShallow } from 'zustand/react/shallow'
import { setToolCap, toolNames } from '../../state/scenario-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { RESULT_BUDGET_RULES } from './rules.ts'

/** Per-tool `maxResultChars`: a tool's own ceiling, below its share of the batch budget. */
export function ToolCapsPanel() {
  const names = useApp(useShallow((s) => toolNames(s.scenario)))
  const tools = useApp((s) => s.scenario.tools)
  const edit = useApp((s) => s.edit)
  const capOf = (name: string) => tools.find((t) => t.name === name)?.maxResultChars

  return (
    <section className="panel" aria-labelledby="caps-h">
      <h2 id="caps-h">Per-tool maxResultChars</h2>
      <p className="muted small">
        Empty: no cap of its own (the tool gets its share). seed 003 suggests 20,000 for read_file, 30,000 for
        web_search.
        <SeedLink to="003/suggested-caps" />
      </p>
      {names.length === 0 ? (
        <p className="muted">No tools yet: add a call.</p>
      ) : (
        <table className="grid caps">
          <thead>
            <tr>
              <th scope="col">tool</th>
              <th scope="col">maxResultChars (chars)</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <td className="tool-name" title={name}>
                  {name === '' ? <em className="muted">(empty name)</em> : name}
                </td>
                <td>
                  <NumberField
                    compact
                    fieldKey={`maxResultChars:${name}`}
                    label={`maxResultChars for ${name}`}
                    rule={RESULT_BUDGET_RULES.maxResultChars}
                    value={capOf(name)}
                    placeholder="none"
                    onCommit={(v) => edit(setToolCap(name, v), `cap:${name}`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
