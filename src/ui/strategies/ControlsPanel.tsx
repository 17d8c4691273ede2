import type { EncodingId, MeasureId } from '../../engine/index.ts'
import {
  ENCODINGS,
  MEASURE_LABELS,
  MEASURE_PASSAGES,
  MEASURES,
  SPLIT_ORDER,
  SPLIT_SOURCES,
  TRIM_ORDER,
  TRIM_SOURCES,
} from '../../state/engine.ts'
import { selectBatch } from '../../state/iteration-edits.ts'
import {
  setBatchBudget,
  setBatchBudgetShare,
  setExactBeside,
  setMeasure,
  setNotice,
  setSplit,
  setTrim,
} from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { shareOfWindow } from '../fields/share-of-window.ts'
import { TokenizerNotice } from '../fields/TokenizerNotice.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { STRATEGY_RULES } from './rules.ts'
import { ToolsTable } from './ToolsTable.tsx'

/** The measure, the batch, the budget, the trim and the split compared; weights and pre-trims per tool. */
export function ControlsPanel() {
  const st = useApp((s) => s.scenario.strategies)
  const batches = useApp((s) => s.scenario.batches.length)
  const batchIndex = useApp((s) => s.scenario.view.batchIndex)
  const windowTokens = useApp((s) => s.scenario.toolBudgets.window.windowTokens)
  const report = useApp((s) => s.report?.strategies)
  const failed = useApp((s) => s.report?.tokenizers?.failed)
  const edit = useApp((s) => s.edit)
  const view = useApp((s) => s.view)
  const unit = st.measure === 'chars' ? 'chars' : 'tokens'

  return (
    <section className="panel" aria-labelledby="st-controls-h">
      <h2 id="st-controls-h">What is compared</h2>
      <label className="field">
        <span>
          Measure (the unit of budgets and sizes){' '}
          {MEASURE_PASSAGES[st.measure].map((passage) => (
            <SeedLink key={passage} to={passage} />
          ))}
        </span>
        <select
          aria-label="Measure"
          value={st.measure}
          onChange={(e) => edit(setMeasure(e.target.value as MeasureId))}
        >
          {MEASURES.map((m) => (
            <option key={m} value={m}>
              {MEASURE_LABELS[m]}
            </option>
          ))}
        </select>
      </label>
      <TokenizerNotice />
      {report?.fallback && (
        <p className="note" role="status" data-testid="st-fallback">
          {report.fallback}
          {failed && Object.keys(failed).length > 0
            ? ` (it failed to load: ${Object.values(failed).join('; ')})`
            : ''}
        </p>
      )}
      <label className="field">
        <span>Exact count beside the estimate</span>
        <select
          aria-label="Exact count beside the estimate"
          value={st.exactBeside ?? ''}
          onChange={(e) => edit(setExactBeside((e.target.value || undefined) as EncodingId | undefined))}
        >
          <option value="">none</option>
          {ENCODINGS.map((e) => (
            <option key={e} value={e}>
              {e} (exact tokens, loads on first use)
            </option>
          ))}
        </select>
      </label>
      {batches > 1 && (
        <label className="field">
          <span>Batch (iteration; the same as on the Result budget tab)</span>
          <select
            aria-label="Batch"
            value={Math.min(batchIndex, batches - 1)}
            onChange={(e) => view(selectBatch(Number(e.target.value)))}
          >
            {Array.from({ length: batches }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: iterations are positions
              <option key={i} value={i}>
                iteration #{i + 1}
              </option>
            ))}
          </select>
        </label>
      )}
      <NumberField
        fieldKey="st.batchBudget"
        label={`Batch budget (${unit}; empty: from resultBudgetChars)`}
        rule={STRATEGY_RULES.batchBudget(unit)}
        value={st.batchBudget}
        onCommit={(v) => edit(setBatchBudget(v), 'st.batchBudget')}
        hint={
          report
            ? `In force: ${fmt(report.budget)} ${report.unit} (${report.budgetSource === 'batchBudget' ? 'set here' : report.budgetSource}).`
            : undefined
        }
      />
      <NumberField
        placeholder="—"
        fieldKey="st.batchBudgetShare"
        label="or % of the model window"
        rule={shareOfWindow('The batch budget share')}
        value={st.batchBudgetShare}
        onCommit={(v) => edit(setBatchBudgetShare(v), 'st.batchBudgetShare')}
        hint={`Of the ${fmt(windowTokens)}-token window set on Tool budgets & window${unit === 'chars' ? ', at 4 chars a token' : ''}; replaces the number.`}
      />
      <fieldset className="st-choice">
        <legend>Trim (the split chart uses it)</legend>
        {TRIM_ORDER.map((id) => (
          <label key={id} className="check">
            <input
              type="radio"
              name="st-trim"
              value={id}
              checked={st.trim === id}
              onChange={() => edit(setTrim(id))}
            />{' '}
            {TRIM_SOURCES[id].label} <span className="src">{TRIM_SOURCES[id].source}</span>
            {TRIM_SOURCES[id].passage && <SeedLink to={TRIM_SOURCES[id].passage} />}
          </label>
        ))}
      </fieldset>
      <fieldset className="st-choice">
        <legend>Notice placement</legend>
        <label className="check">
          <input
            type="radio"
            name="st-notice"
            checked={st.notice === 'inline'}
            onChange={() => edit(setNotice('inline'))}
          />{' '}
          inline, where the cut is <span className="src">as the seeds</span>
        </label>
        <label className="check">
          <input
            type="radio"
            name="st-notice"
            checked={st.notice === 'header'}
            onChange={() => edit(setNotice('header'))}
          />{' '}
          header stating the original size <span className="src">as Codex CLI now</span>
        </label>
      </fieldset>
      <fieldset className="st-choice">
        <legend>Split (the trim chart uses it)</legend>
        {SPLIT_ORDER.map((id) => (
          <label key={id} className="check">
            <input
              type="radio"
              name="st-split"
              value={id}
              checked={st.split === id}
              onChange={() => edit(setSplit(id))}
            />{' '}
            {SPLIT_SOURCES[id].label} <span className="src">{SPLIT_SOURCES[id].source}</span>
            {SPLIT_SOURCES[id].passage && <SeedLink to={SPLIT_SOURCES[id].passage} />}
          </label>
        ))}
      </fieldset>
      <ToolsTable />
    </section>
  )
}
