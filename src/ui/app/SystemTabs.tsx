import type { KeyboardEvent } from 'react'
import { useApp } from './store-context.tsx'
import { SYSTEMS, systemFor } from './systems.ts'

/**
 * The reproduced systems as tabs: the arrow keys move between them (wrapping, as in the TypeScript Playground),
 * Home and End go to the first and last (the WAI-ARIA tabs pattern).
 */
export function SystemTabs() {
  const active = systemFor(useApp((s) => s.scenario.view.tab)).id
  const view = useApp((s) => s.view)
  const select = (i: number) => {
    const entry = SYSTEMS[(i + SYSTEMS.length) % SYSTEMS.length] as (typeof SYSTEMS)[number]
    // The tab already open changes nothing: a new scenario would be saved and linked again for the same view.
    if (entry.id !== active) view((s) => ({ ...s, view: { ...s.view, tab: entry.id } }))
    document.getElementById(`tab-${entry.id}`)?.focus()
  }
  const onKey = (e: KeyboardEvent) => {
    const at = SYSTEMS.findIndex((s) => s.id === active)
    if (e.key === 'ArrowRight') select(at + 1)
    else if (e.key === 'ArrowLeft') select(at - 1)
    else if (e.key === 'Home') select(0)
    else if (e.key === 'End') select(SYSTEMS.length - 1)
    else return
    e.preventDefault()
  }
  if (SYSTEMS.length < 2) return null
  return (
    <div role="tablist" aria-label="Reproduced systems" className="tabs" onKeyDown={onKey}>
      {SYSTEMS.map((s, i) => (
        <button
          key={s.id}
          id={`tab-${s.id}`}
          type="button"
          role="tab"
          aria-selected={s.id === active}
          aria-controls="system-view"
          tabIndex={s.id === active ? 0 : -1}
          className={s.id === active ? 'tab active' : 'tab'}
          onClick={() => select(i)}
        >
          {s.label}
        </button>
      ))}
    </div>
  )
}
