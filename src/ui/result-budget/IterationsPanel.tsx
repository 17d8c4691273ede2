import type { KeyboardEvent } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { addBatch, removeBatch, removeBatchNote, selectBatch } from '../../state/iteration-edits.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'

/** The turn's LLM iterations, one parallel batch each: pick one to edit and see; add or remove them. */
export function IterationsPanel() {
  const counts = useApp(useShallow((s) => s.scenario.batches.map((b) => b.calls.length)))
  const selected = useApp((s) => s.scenario.view.batchIndex)
  const ranFlags = useApp(useShallow((s) => s.report?.batches.map((b) => b.ranInTurn) ?? []))
  const edit = useApp((s) => s.edit)
  const view = useApp((s) => s.view)
  const store = useAppStore()
  const remove = () => {
    const state = store.getState()
    const note = removeBatchNote(state.scenario, selected)
    edit(removeBatch(selected))
    if (note) state.notify({ id: 'removed-batch', level: 'info', where: 'Turn', message: note })
  }
  const select = (i: number) => view(selectBatch(Math.max(0, Math.min(i, counts.length - 1))))

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const next = selected + (e.key === 'ArrowDown' ? 1 : -1)
      select(next)
      document.getElementById(`iteration-${Math.max(0, Math.min(next, counts.length - 1))}`)?.focus()
    }
  }

  return (
    <section className="panel" aria-labelledby="iter-h">
      <h2 id="iter-h">Turn: LLM iterations</h2>
      <p className="muted small">
        Each iteration is one parallel batch with a fresh budget. The guards are checked before every LLM
        call.
      </p>
      <div role="listbox" aria-label="Iterations" className="iterations" onKeyDown={onKey}>
        {counts.map((n, i) => {
          const ran = ranFlags[i]
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: an iteration's position is its identity
              key={i}
              id={`iteration-${i}`}
              type="button"
              role="option"
              aria-selected={i === selected}
              tabIndex={i === selected ? 0 : -1}
              className={`iteration${i === selected ? ' selected' : ''}${ran === false ? ' not-run' : ''}`}
              onClick={() => select(i)}
            >
              <span className="iter-no">#{i + 1}</span>
              <span>
                {n} call{n === 1 ? '' : 's'}
              </span>
              <span className="iter-status">
                {ran === undefined ? '' : ran ? 'ran' : n === 0 ? 'ends turn' : 'never ran'}
              </span>
            </button>
          )
        })}
      </div>
      <div className="button-row">
        <button type="button" onClick={() => edit(addBatch(selected))} disabled={counts.length >= 1000}>
          + Iteration (copy #{Math.min(selected + 1, Math.max(counts.length, 1))})
        </button>
        <button type="button" onClick={remove} disabled={counts.length === 0}>
          − Remove #{selected + 1}
        </button>
      </div>
    </section>
  )
}
