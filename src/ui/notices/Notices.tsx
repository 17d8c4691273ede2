import { useState } from 'react'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'

/** Messages about bad input: what happened, where, and the user's text that could not be used. */
export function Notices() {
  const notices = useApp((s) => s.notices)
  const dismiss = useApp((s) => s.dismiss)
  if (notices.length === 0) return null
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice ${n.level}`}
          role={n.level === 'error' ? 'alert' : 'status'}
          data-testid={`notice-${n.id}`}
        >
          <strong>{n.where}:</strong> <span>{n.message}</span>
          {n.keptText !== undefined && <KeptText text={n.keptText} />}
          <button
            type="button"
            className="icon"
            aria-label={`Dismiss message about ${n.where}`}
            onClick={() => dismiss(n.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  )
}

function KeptText({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  return (
    <span className="kept-text">
      <button type="button" className="link" onClick={() => setOpen(!open)}>
        {open ? 'hide' : 'show'} the link text ({fmt(text.length)} chars)
      </button>
      {open && <textarea readOnly value={text} aria-label="The link text as received" />}
    </span>
  )
}
