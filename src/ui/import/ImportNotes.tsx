import { fmt } from '../format.ts'

/** Notes shown open up to this many; past it they fold, so a long list never pushes the tab down. */
const OPEN_UP_TO = 3

/**
 * Notes listed at most: past it the list ends in how many more there are. A pasted list of 100,000 unreadable
 * items made 100,000 list items (seconds of rendering, and nobody reads past the first few hundred); the count
 * in the summary is still of every note.
 */
export const NOTES_SHOWN = 200

/**
 * What the import layer found (its one-line detection summary) and what it could not map, the same way in every
 * tab: a result without a call, a call without a result, an unknown role, a tool that could not be read.
 */
export function ImportNotes({
  summary,
  notes,
  testId,
}: {
  summary: string | null
  notes: readonly { message: string; line?: number | null }[] | readonly string[]
  testId: string
}) {
  const list = notes.map((n) => (typeof n === 'string' ? { message: n, line: null } : n))
  if (summary === null && list.length === 0) return null
  const items = list.slice(0, NOTES_SHOWN).map((n, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat; their order is their identity
    <li key={i}>
      {n.line != null && <span className="muted">line {fmt(n.line)}: </span>}
      {n.message}
    </li>
  ))
  if (list.length > NOTES_SHOWN)
    items.push(
      <li key="more" className="muted" data-testid="notes-more">
        and {fmt(list.length - NOTES_SHOWN)} more notes, not listed
      </li>,
    )
  return (
    <div className="import-notes small" data-testid={testId}>
      {summary !== null && (
        <p className="muted">
          Read as <strong className="import-summary">{summary}</strong>.
        </p>
      )}
      {list.length > 0 && list.length <= OPEN_UP_TO && (
        <ul className="note-list" aria-label="What could not be mapped">
          {items}
        </ul>
      )}
      {list.length > OPEN_UP_TO && (
        <details>
          <summary>
            {fmt(list.length)} notes on what could not be mapped (nothing was invented or dropped in silence)
          </summary>
          <ul className="note-list">{items}</ul>
        </details>
      )}
    </div>
  )
}
