import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { SEED_002_TRUNCATIONS } from '../../state/engine.ts'
import {
  addToolBudget,
  editToolBudget,
  removeToolBudget,
  setDefaultMax,
  setShare,
  setTruncation,
  unlistedTools,
} from '../../state/token-budgets-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { shareOfWindow } from '../fields/rules.ts'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { TB_RULES } from './rules.ts'
import { TbWarnings } from './Stale.tsx'

const TRUNCATION_INFO = {
  documented: { label: 'as documented', detail: 'head + "\\n...[output truncated]..."' },
  current: {
    label: 'as the code is today',
    detail: 'head + "\\n...[N chars, showing first/last portions]...\\n" + tail',
  },
} as const

/** default_tool_output_max, the truncation, and the per-tool rows (set_tool_budget: max_tokens, protected). */
export function BudgetsPanel() {
  const tb = useApp((s) => s.scenario.toolBudgets)
  const unlisted = useApp(useShallow((s) => unlistedTools(s.scenario)))
  const edit = useApp((s) => s.edit)
  const config = useApp((s) => s.report?.toolBudgets?.config)
  const resolvedOf = (name: string) => config?.tools.find((t) => t.name === name)?.maxTokens
  const [newName, setNewName] = useState('')

  const add = (name: string) => {
    const n = name.trim()
    if (n !== '') edit(addToolBudget(n))
    setNewName('')
  }

  return (
    <section className="panel" aria-labelledby="tb-budgets-h">
      <h2 id="tb-budgets-h">Per-tool token budgets</h2>
      <div className="field-row">
        <NumberField
          fieldKey="tb.defaultMax"
          label="default_tool_output_max (tokens)"
          rule={TB_RULES.defaultToolOutputMax}
          value={tb.defaultToolOutputMax}
          onCommit={(v) => v !== undefined && edit(setDefaultMax(v), 'tb.defaultMax')}
          hint={
            <>
              Seed 002: 10,000. Unknown tools get it.
              <SeedLink to="002/default" />
              <SeedLink to="002/unknown-tool" />
            </>
          }
        />
        <NumberField
          placeholder="—"
          fieldKey="tb.defaultShare"
          label="or % of window"
          rule={shareOfWindow('default_tool_output_max')}
          value={tb.window.shares.defaultToolOutputMax}
          onCommit={(v) => edit(setShare('defaultToolOutputMax', v), 'tb.defaultShare')}
          hint={
            tb.window.shares.defaultToolOutputMax !== undefined && config
              ? `→ ${fmt(config.defaultToolOutputMax)} tokens (replaces the number)`
              : undefined
          }
        />
      </div>
      <fieldset className="sel-strategies">
        <legend>truncate_tool_output (estimate: PraisonAI heuristic, always)</legend>
        {SEED_002_TRUNCATIONS.map((id) => (
          <label key={id} className="check">
            <input
              type="radio"
              name="tb-truncation"
              value={id}
              checked={tb.truncation === id}
              onChange={() => edit(setTruncation(id))}
            />{' '}
            {TRUNCATION_INFO[id].label} <code className="src">{TRUNCATION_INFO[id].detail}</code>
          </label>
        ))}
      </fieldset>
      {tb.tools.length > 0 && (
        // Two rows a tool (its name, protected and remove; then its three numbers), so the table fits the
        // 300 px settings column and every cell stays clickable.
        <table className="grid tb-tools" aria-label="Per-tool budgets">
          <thead>
            <tr>
              <th scope="col">max_tokens (tokens)</th>
              <th scope="col">or % of window</th>
              <th scope="col">prune limit (chars)</th>
            </tr>
          </thead>
          {tb.tools.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a duplicate name is allowed (and reported)
            <tbody key={i}>
              <tr className="tb-tool-head">
                <th scope="rowgroup" colSpan={3}>
                  <div>
                    <span className="tool-name" title={t.name}>
                      {t.name === '' ? <em className="muted">(empty name)</em> : t.name}
                    </span>
                    <label className="check" title="Never pruned when the context is optimised">
                      <input
                        type="checkbox"
                        aria-label={`${t.name} protected`}
                        checked={t.protected}
                        onChange={(e) => edit(editToolBudget(i, { protected: e.target.checked }))}
                      />{' '}
                      protected
                    </label>
                    <button
                      type="button"
                      className="icon"
                      aria-label={`Remove ${t.name}`}
                      onClick={() => edit(removeToolBudget(i))}
                    >
                      ×
                    </button>
                  </div>
                </th>
              </tr>
              <tr>
                <td>
                  <NumberField
                    compact
                    fieldKey={`tb.max:${i}`}
                    label={`max_tokens for ${t.name}`}
                    rule={TB_RULES.maxTokens}
                    value={t.maxTokens}
                    onCommit={(v) =>
                      v !== undefined && edit(editToolBudget(i, { maxTokens: v }), `tb.max:${i}`)
                    }
                  />
                </td>
                <td>
                  <NumberField
                    placeholder="—"
                    compact
                    fieldKey={`tb.share:${i}`}
                    label={`max_tokens of ${t.name} as % of window`}
                    rule={shareOfWindow(`max_tokens of ${t.name}`)}
                    value={t.windowShare}
                    onCommit={(v) => edit(editToolBudget(i, { windowShare: v }), `tb.share:${i}`)}
                    hint={
                      t.windowShare !== undefined && resolvedOf(t.name) !== undefined
                        ? `→ ${fmt(resolvedOf(t.name) as number)} tokens`
                        : undefined
                    }
                  />
                </td>
                <td>
                  <NumberField
                    compact
                    fieldKey={`tb.prune:${i}`}
                    label={`prune limit for ${t.name}`}
                    rule={TB_RULES.toolPruneChars}
                    value={t.pruneChars}
                    placeholder="window's"
                    onCommit={(v) => edit(editToolBudget(i, { pruneChars: v }), `tb.prune:${i}`)}
                  />
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      )}
      {tb.tools.length === 0 && (
        <p className="muted small">No per-tool rows: every tool gets default_tool_output_max.</p>
      )}
      <div className="button-row">
        <input
          className="tool-input"
          aria-label="New tool budget: tool name"
          placeholder="tool name"
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add(newName)}
        />
        <button type="button" onClick={() => add(newName)} disabled={newName.trim() === ''}>
          Set budget
        </button>
        {unlisted.length > 0 && (
          <select
            aria-label="Set a budget for a tool of the calls"
            value=""
            onChange={(e) => add(e.target.value)}
          >
            <option value="">Tools of the calls…</option>
            {unlisted.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </div>
      <TbWarnings where="budgets" />
    </section>
  )
}
