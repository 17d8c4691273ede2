import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'

const time = (at: number) => new Date(at).toTimeString().slice(0, 5)

/** Where the scenario stands in this browser's storage: saving a large paste, saved, or not saved. */
export function SaveStatus() {
  const status = useApp((s) => s.saveStatus)
  if (status.kind === 'idle') return null
  if (status.kind === 'saving')
    return (
      <span className="save-status saving" role="status" data-testid="save-status">
        <span className="spinner" aria-hidden="true" /> Saving {fmt(status.chars)} chars in this browser…
      </span>
    )
  if (status.kind === 'failed')
    return (
      <span className="save-status failed" role="status" data-testid="save-status" title={status.message}>
        Not saved in this browser
      </span>
    )
  return (
    <span
      className="save-status"
      role="status"
      data-testid="save-status"
      title="Every edit is kept in this browser (localStorage, and IndexedDB for long texts); a reload opens it"
    >
      Saved in this browser {time(status.at)}
    </span>
  )
}
