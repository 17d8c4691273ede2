import type { KeptWork } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { MenuButton } from '../layout/MenuButton.tsx'

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
  if (kept.length === 0 || !actions) return null

  const row = (k: KeptWork, close: () => void) => {
    const run = (f: () => Promise<void>) => {
      close()
      void f()
    }
    return (
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
  }

  return (
    <MenuButton
      label={`Earlier work (${kept.length}) ▾`}
      title="Scenarios that a link, a file, an example, a reset, another tab or a safe start replaced, kept in this browser"
      listLabel="Earlier work"
      listClassName="kept-list"
    >
      {(close) => kept.map((k) => row(k, close))}
    </MenuButton>
  )
}
