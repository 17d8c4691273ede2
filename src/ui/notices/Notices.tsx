import { useState } from 'react'
import type { Notice } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'

/** Messages about bad input and kept work: what happened, where, what can be done, and text kept. */
export function Notices() {
  const notices = useApp((s) => s.notices)
  const dismiss = useApp((s) => s.dismiss)
  if (notices.length === 0) return null
  const close = (n: Notice) => {
    dismiss(n.id)
    n.onDismiss?.()
  }
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
          {n.actions?.map((a) => (
            <button key={a.label} type="button" className="notice-action" onClick={a.run}>
              {a.label}
            </button>
          ))}
          <button
            type="button"
            className="icon"
            aria-label={`Dismiss message about ${n.where}`}
            onClick={() => close(n)}
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
