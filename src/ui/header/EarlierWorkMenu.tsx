import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type { KeptWork } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { useDismiss } from '../layout/use-dismiss.ts'

const when = (at: number) => {
  const d = new Date(at)
  const today = new Date().toDateString() === d.toDateString()
  return today ? d.toTimeString().slice(0, 5) : d.toISOString().slice(0, 16).replace('T', ' ')
}

/**
 * Work kept in this browser besides the current scenario: what a link, file, example, transcript or reset
 * replaced (restore it, download it, or discard it), and unreadable saved copies set aside (download them).
 * Shown only when there is some.
 */
export function EarlierWorkMenu() {
  const kept = useApp((s) => s.kept)
  const actions = useApp((s) => s.keptActions)
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  useDismiss(open, closeMenu, root)
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('li button')?.focus()
  }, [open])
  if (kept.length === 0 || !actions) return null

  const onKey = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Escape') return
    setOpen(false)
    trigger.current?.focus()
  }
  const run = (f: () => Promise<void>) => {
    setOpen(false)
    void f()
  }
  const row = (k: KeptWork) => (
    <li key={k.id} data-testid={`kept-${k.kind}`}>
      <strong>{k.title}</strong>
      <span className="muted small">
        {k.what} · {when(k.at)}
        {k.chars > 0 ? ` · ${fmt(k.chars)} chars pasted` : ''}
      </span>
      <span className="kept-actions">
        {k.kind === 'earlier' && (
          <button type="button" onClick={() => run(() => actions.restore(k.id))}>
            Restore
          </button>
        )}
        <button type="button" onClick={() => run(() => actions.download(k.id))}>
          Download
        </button>
        <button
          type="button"
          onClick={() => run(() => actions.discard(k.id))}
          title="Delete it from this browser (download it first to keep it)"
        >
          Discard
        </button>
      </span>
    </li>
  )

  return (
    <div className="presets" ref={root}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        title="Scenarios that a link, a file, an example, a reset, another tab or a safe start replaced, kept in this browser"
      >
        Earlier work ({kept.length}) ▾
      </button>
      {open && (
        <ul id={id} className="presets-list kept-list" aria-label="Earlier work" onKeyDown={onKey}>
          {kept.map(row)}
        </ul>
      )}
    </div>
  )
}
