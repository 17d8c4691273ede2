import { addCall } from '../../state/scenario-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { GalleryButton } from '../gallery/GalleryButton.tsx'
import { useShownRows } from '../tables/shown-rows.tsx'
import { CallCard } from './CallCard.tsx'

/** The calls of the selected iteration: one parallel batch. */
export function BatchEditor() {
  const batchIndex = useApp((s) => s.scenario.view.batchIndex)
  const callCount = useApp((s) => s.scenario.batches[batchIndex]?.calls.length)
  const batchTotal = useApp((s) => s.scenario.batches.length)
  const edit = useApp((s) => s.edit)
  const { shown, more } = useShownRows(callCount ?? 0, 'calls', 100)

  if (callCount === undefined) {
    return (
      <section className="panel" aria-label="Batch">
        <h2>No iterations</h2>
        <p className="muted">This turn has no batches. Add an iteration on the left.</p>
      </section>
    )
  }

  return (
    <section className="panel batch" aria-labelledby="batch-h">
      <div className="panel-head">
        <h2 id="batch-h">
          Iteration #{batchIndex + 1} of {batchTotal}: parallel batch of {callCount} call
          {callCount === 1 ? '' : 's'}
        </h2>
        <button
          type="button"
          className="primary"
          onClick={() => edit(addCall(batchIndex))}
          disabled={callCount >= 1000}
        >
          + Call
        </button>
      </div>
      {callCount === 0 && (
        <p className="note">
          No calls: in seed 003's loop an assistant message without tool use is the final reply, so the turn
          ends at this iteration. Add a call, or start from a story:{' '}
          <GalleryButton label="Open the gallery" className="link" />
        </p>
      )}
      {Array.from({ length: shown }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: calls have no identity of their own; position is the identity
        <CallCard key={i} batchIndex={batchIndex} callIndex={i} />
      ))}
      {more}
    </section>
  )
}
