import { useEffect, useLayoutEffect, useRef } from 'react'
import { findPassage, PASSAGES, SEED_DOCS } from '../../state/engine.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { SEED_TEXTS } from './documents.ts'
import './seeds.css'

/**
 * The seed documents, shipped with the app, in a panel beside the view: the passage a link came from is
 * highlighted and scrolled to. Escape or Close returns focus to where the user was.
 */
export default function SeedReader() {
  const open = useApp((s) => s.reader)
  const { showDoc, closeReader: close } = useAppStore().getState()
  const heading = useRef<HTMLHeadingElement>(null)
  const mark = useRef<HTMLElement>(null)
  const returnTo = useRef<Element | null>(null)

  // Where focus was when the reader opened, to give it back on close.
  useLayoutEffect(() => {
    returnTo.current = document.activeElement
    return () => {
      const el = returnTo.current
      if (el instanceof HTMLElement && el.isConnected) el.focus()
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another passage or document opens
  useEffect(() => {
    heading.current?.focus()
    mark.current?.scrollIntoView?.({ block: 'center' })
  }, [open])

  if (open === null) return null
  const doc = SEED_DOCS.find((d) => d.id === open.doc) ?? SEED_DOCS[0]
  if (!doc) return null
  const text = SEED_TEXTS[doc.id]
  const quote = open.passage === null ? null : PASSAGES[open.passage].quote
  const span = quote === null ? null : findPassage(text, quote)

  return (
    <div
      className="seed-reader"
      role="dialog"
      aria-modal="false"
      aria-labelledby="seed-reader-h"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          close()
        }
      }}
    >
      <div className="seed-reader-head">
        <h2 id="seed-reader-h" ref={heading} tabIndex={-1}>
          Seed documents
        </h2>
        <button type="button" onClick={close} aria-label="Close the seed reader" title="Close (Esc)">
          Close
        </button>
      </div>
      <fieldset className="seed-doc-tabs">
        <legend className="sr-only">Seed document</legend>
        {SEED_DOCS.map((d) => (
          <button
            key={d.id}
            type="button"
            aria-pressed={d.id === doc.id}
            title={`${d.title} — ${d.system}`}
            onClick={() => showDoc(d.id)}
          >
            {d.id === 'facts' ? 'Facts' : `Seed ${d.id}`}
          </button>
        ))}
      </fieldset>
      <p className="seed-doc-title">
        <strong>{doc.title}</strong>
        <span className="muted small">
          {' '}
          · {doc.system} · <code>docs/seeds/{doc.file}</code>
        </span>
      </p>
      {open.passage !== null && span === null && (
        <p className="note small" role="status">
          The passage this link names was not found in this copy of the document.
        </p>
      )}
      {/* The document scrolls inside the dialog: focusable, so the arrow keys scroll it (axe's
          scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard */}
      <pre className="seed-text" data-testid="seed-text" tabIndex={0}>
        {span === null ? (
          text
        ) : (
          <>
            {text.slice(0, span.start)}
            <mark ref={mark} data-testid="seed-passage">
              {text.slice(span.start, span.end)}
            </mark>
            {text.slice(span.end)}
          </>
        )}
      </pre>
    </div>
  )
}
