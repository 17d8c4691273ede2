import type { MeasureId, Reservations } from '../../engine/index.ts'
import { MEASURES } from '../../state/engine.ts'
import {
  applyPraisonAIBudgeter,
  setDropOldTurns,
  setMeasure,
  setReservation,
  setShare,
  setWindowNumber,
} from '../../state/tool-budgets-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { shareOfWindow } from '../fields/share-of-window.ts'
import { TokenizerNotice } from '../fields/TokenizerNotice.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { MEASURE_LABELS, MODEL_WINDOWS, TB_RULES } from './rules.ts'
import { TbWarnings } from './TbWarnings.tsx'

const RESERVATION_LABELS: [keyof Reservations, string][] = [
  ['systemPrompt', 'system prompt'],
  ['rules', 'rules'],
  ['skills', 'skills'],
  ['memory', 'memory'],
  ['toolSchemas', 'tool schemas'],
  ['toolOutputs', 'tool outputs'],
  ['buffer', 'buffer'],
]

/** The model's window, the unit, PraisonAI's reservations, and how older turns are pruned. */
export function WindowPanel() {
  const w = useApp((s) => s.scenario.toolBudgets.window)
  const edit = useApp((s) => s.edit)
  const config = useApp((s) => s.report?.toolBudgets?.config)
  const resolved = (percent: number | undefined, value: number | undefined, unit: string) =>
    percent !== undefined && value !== undefined ? `→ ${fmt(value)} ${unit}` : undefined
  const model = MODEL_WINDOWS.find((m) => m.tokens === w.windowTokens)

  return (
    <section className="panel" aria-labelledby="tb-window-h">
      <h2 id="tb-window-h">Context window</h2>
      {/* The model window on a line of its own: its labels name a model and whose default it is, and were cut
          beside the window's number ("128k (gpt-4o-mini, Pr"). */}
      <label className="field">
        <span>Model window</span>
        <select
          aria-label="Model window"
          value={model ? String(model.tokens) : ''}
          onChange={(e) => e.target.value && edit(setWindowNumber('windowTokens', Number(e.target.value)))}
        >
          <option value="">{model ? '' : `custom: ${fmt(w.windowTokens)}`}</option>
          {MODEL_WINDOWS.map((m) => (
            <option key={m.tokens} value={m.tokens}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <div className="field-row">
        <NumberField
          fieldKey="tb.windowTokens"
          label="model window (tokens)"
          rule={TB_RULES.windowTokens}
          value={w.windowTokens}
          onCommit={(v) => v !== undefined && edit(setWindowNumber('windowTokens', v), 'tb.windowTokens')}
        />
      </div>
      <label className="field">
        <span>Measure (the composer’s unit)</span>
        <select
          aria-label="Measure"
          value={w.measure}
          onChange={(e) => edit(setMeasure(e.target.value as MeasureId))}
        >
          {MEASURES.map((m) => (
            <option key={m} value={m}>
              {MEASURE_LABELS[m] ?? m}
            </option>
          ))}
        </select>
      </label>
      <TbWarnings where="measure" />
      <TokenizerNotice />
      <div className="field-row">
        <NumberField
          fieldKey="tb.outputReserve"
          label="output reserve (tokens)"
          rule={TB_RULES.outputReserve}
          value={w.outputReserve}
          onCommit={(v) => v !== undefined && edit(setWindowNumber('outputReserve', v), 'tb.outputReserve')}
        />
        <NumberField
          placeholder="—"
          fieldKey="tb.outputReserveShare"
          label="or % of window"
          rule={shareOfWindow('output reserve')}
          value={w.shares.outputReserve}
          onCommit={(v) => edit(setShare('outputReserve', v), 'tb.outputReserveShare')}
          hint={resolved(w.shares.outputReserve, config?.outputReserve, 'tokens')}
        />
      </div>
      <h3>PraisonAI budgeter reservations (tokens)</h3>
      <div className="tb-reservations">
        {RESERVATION_LABELS.map(([key, label]) => (
          <NumberField
            key={key}
            fieldKey={`tb.res.${key}`}
            label={label}
            rule={{ ...TB_RULES.reservation, label: `${label} reservation` }}
            value={w.reservations[key]}
            onCommit={(v) => v !== undefined && edit(setReservation(key, v), `tb.res.${key}`)}
          />
        ))}
        <NumberField
          placeholder="—"
          fieldKey="tb.toolOutputsShare"
          label="tool outputs as % of window"
          rule={shareOfWindow('tool outputs reservation')}
          value={w.shares.toolOutputs}
          onCommit={(v) => edit(setShare('toolOutputs', v), 'tb.toolOutputsShare')}
          hint={resolved(w.shares.toolOutputs, config?.toolOutputsReservation, 'tokens')}
        />
      </div>
      <button
        type="button"
        onClick={() => edit(applyPraisonAIBudgeter())}
        title="system 2,000 · rules 500 · skills 500 · memory 1,000 · tool schemas 2,000 · tool outputs 20,000 · buffer 1,000 · output reserve 8,000 (seed 002)"
      >
        Use PraisonAI budgeter’s reservations
      </button>
      <SeedLink to="facts/002-reservations" />
      <h3>History pruning</h3>
      <div className="field-row">
        <NumberField
          fieldKey="tb.pruneChars"
          label="older tool outputs cut to (chars)"
          rule={TB_RULES.pruneChars}
          value={w.pruneChars}
          onCommit={(v) => v !== undefined && edit(setWindowNumber('pruneChars', v), 'tb.pruneChars')}
          hint={
            <>
              Seed 002: 4,000, unless protected.
              <SeedLink to="facts/002-prune" />
              <SeedLink to="002/protected" />
            </>
          }
        />
        <NumberField
          placeholder="—"
          fieldKey="tb.pruneShare"
          label="or % of window"
          rule={shareOfWindow('prune limit')}
          value={w.shares.pruneChars}
          onCommit={(v) => edit(setShare('pruneChars', v), 'tb.pruneShare')}
          hint={resolved(w.shares.pruneChars, config?.pruneChars, 'chars (4 a token)') ?? '× 4 chars a token'}
        />
      </div>
      <NumberField
        fieldKey="tb.keepRecent"
        label="most recent turns kept whole (turns)"
        rule={TB_RULES.keepRecentTurns}
        value={w.keepRecentTurns}
        onCommit={(v) => v !== undefined && edit(setWindowNumber('keepRecentTurns', v), 'tb.keepRecent')}
        hint="A turn is one batch: the assistant's calls and their results, never separated."
      />
      <label className="check">
        <input
          type="checkbox"
          checked={w.dropOldTurns}
          onChange={(e) => edit(setDropOldTurns(e.target.checked))}
        />{' '}
        drop the oldest whole turns while the window overflows
      </label>
    </section>
  )
}
