import { useEffect, useRef } from 'react'
import { STORIES } from '../../state/engine.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { systemFor } from '../app/systems.ts'
import { openStory, storyLink } from './open-story.ts'
import './gallery.css'

/**
 * The gallery: a dozen stories, each a scenario with a few sentences whose numbers the engine computes once it
 * is open. Open tells a story beside its tab; Present walks a class through it a panel at a time.
 */
export default function GalleryDialog() {
  const gallery = useAppStore()
  const openText = useApp((s) => s.openText)
  const notify = useApp((s) => s.notify)
  const first = useRef<HTMLButtonElement>(null)
  const returnTo = useRef<Element | null>(null)
  const close = () => gallery.getState().closeGallery()

  useEffect(() => {
    returnTo.current = document.activeElement
    first.current?.focus()
    return () => {
      const el = returnTo.current
      if (el instanceof HTMLElement && el.isConnected) el.focus()
    }
  }, [])

  const open = (id: string, present: boolean) => void openStory(id, present, { openText, notify, gallery })

  return (
    // A click outside the dialog closes it (Escape and the Close button do too, for the keyboard).
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click is a shortcut, not the only way
    <div
      className="gallery-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close()
      }}
    >
      <div
        className="gallery"
        role="dialog"
        aria-modal="true"
        aria-labelledby="gallery-h"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation()
            close()
          }
        }}
      >
        <div className="gallery-head">
          <h2 id="gallery-h">Gallery: {STORIES.length} stories</h2>
          <p className="muted small">
            Each opens its scenario (undoable) with a few sentences whose numbers are computed from it;
            Present shows it a panel at a time (← → to step, Esc to leave).
          </p>
          <button type="button" onClick={close} aria-label="Close the gallery">
            Close
          </button>
        </div>
        <ol className="gallery-grid">
          {STORIES.map((story, i) => (
            <li key={story.id} className="story-card" data-story={story.id}>
              <span className="muted small">
                {i + 1} · {systemFor(story.tab).label}
              </span>
              <h3>{story.title}</h3>
              <p className="small">{story.teaser}</p>
              <div className="story-card-actions">
                <button
                  type="button"
                  ref={i === 0 ? first : undefined}
                  onClick={() => open(story.id, false)}
                  aria-label={`Open the story: ${story.title}`}
                >
                  Open
                </button>
                <button
                  type="button"
                  onClick={() => open(story.id, true)}
                  aria-label={`Present the story: ${story.title}`}
                >
                  Present
                </button>
                <a
                  href={storyLink(location, story.id, false)}
                  className="small"
                  aria-label={`Link to this story: ${story.title}`}
                >
                  Link to this story
                </a>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
