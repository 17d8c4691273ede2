import type { MeasureId, Reservations } from '../../engine/index.ts'
import { MEASURES } from '../../state/engine.ts'
import {
  applyPraisonAIBudgeter,
  setDropOldTurns,
  setMeasure,
  setReservation,
  setShare,
  setWindowNumber,
} from '../../state/token-budgets-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { shareOfWindow } from '../fields/rules.ts'
import { TokenizerNotice } from '../fields/TokenizerNotice.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { MEASURE_LABELS, TB_RULES, WINDOW_PRESETS } from './rules.ts'
import { TbWarnings } from './Stale.tsx'

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
  const preset = WINDOW_PRESETS.find((p) => p.tokens === w.modelTokens)

  return (
    <section className="panel" aria-labelledby="tb-window-h">
      <h2 id="tb-window-h">Context window</h2>
      {/* The preset on a line of its own: its labels name a model and whose default it is, and were cut beside
          the window's number ("128k (gpt-4o-mini, Pr"). */}
      <label className="field">
        <span>Window preset</span>
        <select
          aria-label="Window preset"
          value={preset ? String(preset.tokens) : ''}
          onChange={(e) => e.target.value && edit(setWindowNumber('modelTokens', Number(e.target.value)))}
        >
          <option value="">{preset ? '' : `custom: ${fmt(w.modelTokens)}`}</option>
          {WINDOW_PRESETS.map((p) => (
            <option key={p.tokens} value={p.tokens}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <div className="field-row">
        <NumberField
          fieldKey="tb.modelTokens"
          label="model window (tokens)"
          rule={TB_RULES.modelTokens}
          value={w.modelTokens}
          onCommit={(v) => v !== undefined && edit(setWindowNumber('modelTokens', v), 'tb.modelTokens')}
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
        PraisonAI budgeter preset
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
