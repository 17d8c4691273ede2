import type { NumberRule } from '../../engine/index.ts'
import { setCostModel, setReplyTokens, setToolCallTokens, setTurns } from '../../state/cost-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'

const TURNS: NumberRule = { label: 'Turns', unit: 'turns', kind: 'whole', min: 1, max: 200 }
const TOKENS = (label: string): NumberRule => ({
  label,
  unit: 'tokens',
  kind: 'whole',
  min: 0,
  max: 1_000_000,
})

/** How long the session is, what the model writes per call, and which price row prices it. */
export function SessionPanel() {
  const cost = useApp((s) => s.scenario.cost)
  const edit = useApp((s) => s.edit)
  const known = cost.prices.some((p) => p.model === cost.model)
  return (
    <section className="panel" aria-labelledby="cost-session-h">
      <div className="panel-head">
        <h2 id="cost-session-h">Session</h2>
      </div>
      <p className="muted small">
        Each turn is this scenario’s turn again: your user message, one LLM call per batch that asks for
        tools, its results, then a reply. Every call resends the system prompt, the tool schemas and the whole
        history so far.
      </p>
      <div className="field-row">
        <NumberField
          fieldKey="cost.turns"
          label="Turns in the session"
          rule={TURNS}
          value={cost.turns}
          onCommit={(v) => v !== undefined && edit(setTurns(v), 'cost.turns')}
        />
        <div className="field">
          <label htmlFor="cost-model">Priced as</label>
          <select
            id="cost-model"
            value={known ? cost.model : ''}
            onChange={(e) => edit(setCostModel(e.target.value))}
            aria-invalid={known ? undefined : true}
          >
            {!known && <option value="">(no row named {cost.model})</option>}
            {cost.prices.map((p) => (
              <option key={p.model} value={p.model}>
                {p.model}
              </option>
            ))}
          </select>
          {!known && (
            <div className="field-error" role="alert">
              No price row is named “{cost.model}”: pick one, or every dollar below is $0.
            </div>
          )}
        </div>
      </div>
      <div className="field-row">
        <NumberField
          fieldKey="cost.toolCallTokens"
          label="Output of a tool-calling call"
          rule={TOKENS('Output of a tool-calling call')}
          value={cost.toolCallTokens}
          hint="tokens of the tool calls' JSON"
          onCommit={(v) => v !== undefined && edit(setToolCallTokens(v), 'cost.toolCallTokens')}
        />
        <NumberField
          fieldKey="cost.replyTokens"
          label="Output of the reply"
          rule={TOKENS('Output of the reply')}
          value={cost.replyTokens}
          hint="tokens that end each turn"
          onCommit={(v) => v !== undefined && edit(setReplyTokens(v), 'cost.replyTokens')}
        />
      </div>
    </section>
  )
}
