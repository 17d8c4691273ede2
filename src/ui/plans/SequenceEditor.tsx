import type { ToolCallIntent } from '../../engine/index.ts'
import { addFallback, addIntent, editIntent, type IntentPath, moveIntent } from '../../state/plans-edits.ts'
import { useApp } from '../app/store-context.tsx'

/** Intents laid out as forms at most: a plan may hold 10,000 (the JSON editor takes any). */
const SHOWN = 200

/** The plannedSequence through forms: add, remove, reorder intents; add and remove nested fallbacks. */
export function SequenceEditor() {
  const seq = useApp((s) => s.scenario.plans.plan.plannedSequence)
  const names = useApp((s) => s.scenario.plans.tools.map((t) => t.name).join('\n'))
  const edit = useApp((s) => s.edit)
  const first = names.split('\n')[0] || 'tool'
  return (
    <fieldset className="pp-group">
      <legend>
        plannedSequence ({seq.length} intent{seq.length === 1 ? '' : 's'})
      </legend>
      <datalist id="pp-tool-names">
        {names
          .split('\n')
          .filter(Boolean)
          .map((n) => (
            <option key={n} value={n} />
          ))}
      </datalist>
      {seq.length === 0 && (
        <p className="small muted">No intents: every executed call will be beyond the plan.</p>
      )}
      <ol className="pp-seq">
        {seq.slice(0, SHOWN).map((intent, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: intents have no id; the position is what the path names
          <li key={index} className="pp-intent-top">
            <Chain intent={intent} index={index} count={seq.length} names={names.split('\n')} />
          </li>
        ))}
      </ol>
      {seq.length > SHOWN && (
        <p className="note small">
          The first {SHOWN} of {seq.length.toLocaleString('en-US')} intents are shown here, so the page stays
          responsive; edit the rest as JSON.
        </p>
      )}
      <button type="button" onClick={() => edit(addIntent(first))}>
        + intent
      </button>
    </fieldset>
  )
}

function Chain({
  intent,
  index,
  count,
  names,
}: {
  intent: ToolCallIntent
  index: number
  count: number
  names: string[]
}) {
  const cards: { intent: ToolCallIntent; depth: number }[] = []
  for (let it: ToolCallIntent | undefined = intent, d = 0; it; it = it.fallbackOnFailure, d++)
    cards.push({ intent: it, depth: d })
  // A new fallback names a tool not yet on its chain (the same tool again would be circular).
  const fallbackName = names.find((n) => n && !cards.some((c) => c.intent.toolName === n)) ?? ''
  return (
    <>
      {cards.map(({ intent: it, depth }) => (
        <IntentCard
          key={depth}
          intent={it}
          path={[index, depth]}
          count={count}
          last={it.fallbackOnFailure === undefined}
          fallbackName={fallbackName}
        />
      ))}
    </>
  )
}

function IntentCard({
  intent,
  path,
  count,
  last,
  fallbackName,
}: {
  intent: ToolCallIntent
  path: IntentPath
  count: number
  last: boolean
  fallbackName: string
}) {
  const edit = useApp((s) => s.edit)
  const [index, depth] = path
  const where = `plannedSequence[${index}]${'.fallbackOnFailure'.repeat(depth)}`
  const key = `pp-${index}-${depth}`
  const set = (patch: Partial<ToolCallIntent>) =>
    edit(
      editIntent(path, (i) => {
        const next = { ...i, ...patch }
        if (next.expectedOutcome === '') delete next.expectedOutcome
        return next
      }),
      `${key}-${Object.keys(patch)[0]}`,
    )
  return (
    <div className="pp-intent" style={{ marginLeft: depth * 14 }} data-path={where}>
      <div className="pp-intent-head">
        <span className="small muted" title={where}>
          {depth === 0 ? `#${index + 1}` : `↳ if it fails (fallback ${depth})`}
        </span>
        <input
          className="num pp-tool"
          list="pp-tool-names"
          aria-label={`${where}.toolName`}
          maxLength={200}
          value={intent.toolName}
          onChange={(e) => set({ toolName: e.target.value })}
        />
        {depth === 0 && (
          <>
            <button
              type="button"
              aria-label={`Move intent ${index + 1} up`}
              disabled={index === 0}
              onClick={() => edit(moveIntent(index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move intent ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => edit(moveIntent(index, 1))}
            >
              ↓
            </button>
          </>
        )}
        <button
          type="button"
          aria-label={`Remove ${where}`}
          title={
            depth === 0
              ? 'Remove this intent and its fallbacks'
              : 'Remove this fallback and its own fallbacks'
          }
          onClick={() => edit(editIntent(path, () => undefined))}
        >
          ✕
        </button>
      </div>
      <input
        className="pp-text"
        aria-label={`${where}.rationale`}
        placeholder="rationale: why this tool now?"
        maxLength={2_000}
        value={intent.rationale}
        onChange={(e) => set({ rationale: e.target.value })}
      />
      <input
        className="pp-text"
        aria-label={`${where}.expectedOutcome`}
        placeholder="expectedOutcome (optional)"
        maxLength={2_000}
        value={intent.expectedOutcome ?? ''}
        onChange={(e) => set({ expectedOutcome: e.target.value })}
      />
      {last && (
        <button
          type="button"
          className="small"
          onClick={() => edit(addFallback(path, fallbackName))}
          aria-label={`+ fallback on failure of ${where}`}
        >
          + fallback on failure
        </button>
      )}
    </div>
  )
}
