import { useEffect, useRef, useState } from 'react'
import { STORIES, storyById } from '../../state/engine.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { openStory } from './open-story.ts'
import { StoryText } from './StoryText.tsx'
import { SLIDES } from './slides.ts'
import { useStoryFacts } from './use-story-facts.ts'
import './gallery.css'

/** Keys that step a presentation, as slide software uses them. */
const NEXT = new Set(['ArrowRight', 'PageDown', ' ', 'ArrowDown'])
const PREVIOUS = new Set(['ArrowLeft', 'PageUp', 'ArrowUp'])

/** Typing in a field keeps its keys (a presentation hides fields, but a reader panel may be open). */
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  el.closest('input, textarea, select, [contenteditable], .monaco-editor') !== null

/** The panel whose heading has this id, once its view has drawn it. */
const panelOf = (headingId: string) =>
  document.getElementById(headingId)?.closest<HTMLElement>('section, details, .panel') ?? null

/** Keeps `?present=<story>` in the address while presenting, so a reload (or the link) comes back here. */
function setPresentParam(id: string | null) {
  const url = new URL(location.href)
  url.searchParams.delete('story')
  if (id === null) url.searchParams.delete('present')
  else url.searchParams.set('present', id)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * Presentation mode: the story's text in large type, then its panels one at a time, everything else (the top
 * bar, the tabs, the editors) hidden. → and ← step (past the last slide, on to the next story); Esc leaves.
 */
export default function Presentation() {
  const gallery = useAppStore()
  const id = useApp((s) => s.gallery.story)
  const slide = useApp((s) => s.gallery.slide) ?? 0
  const loading = useApp((s) => s.gallery.loading)
  const story = id === null ? null : storyById(id)
  const { facts } = useStoryFacts(story)
  const openText = useApp((s) => s.openText)
  const notify = useApp((s) => s.notify)
  const slides = story ? (SLIDES[story.id] ?? []) : []
  const current = slide > 0 ? slides[slide - 1] : undefined
  const [missing, setMissing] = useState(false)
  const stage = useRef<HTMLDivElement>(null)

  useEffect(() => {
    document.body.classList.add('presenting')
    return () => {
      document.body.classList.remove('presenting')
      setPresentParam(null)
    }
  }, [])

  useEffect(() => {
    if (id !== null) setPresentParam(id)
  }, [id])

  // The slide's panel, marked so the stylesheet shows it alone; found when its view has drawn it.
  useEffect(() => {
    setMissing(false)
    if (!current) {
      stage.current?.focus()
      return
    }
    let marked: HTMLElement | null = null
    const mark = () => {
      const panel = panelOf(current.panel)
      if (!panel) return false
      marked = panel
      panel.dataset.present = 'current'
      window.scrollTo(0, 0)
      return true
    }
    if (mark()) return () => marked?.removeAttribute('data-present')
    const root = document.getElementById('system-view') ?? document.body
    const observer = new MutationObserver(() => {
      if (mark()) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    const timer = window.setTimeout(() => setMissing(!marked), 8_000)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
      ;(marked as HTMLElement | null)?.removeAttribute('data-present')
    }
  }, [current])

  useEffect(() => {
    if (!story) return
    const at = STORIES.indexOf(story)
    const step = (to: number) => {
      if (to > slides.length) {
        const next = STORIES[at + 1]
        if (next) void openStory(next.id, true, { openText, notify, gallery })
      } else if (to < 0) {
        const previous = STORIES[at - 1]
        if (previous) void openStory(previous.id, true, { openText, notify, gallery })
      } else gallery.getState().goToSlide(to)
    }
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key === 'Escape') gallery.getState().stopPresenting()
      else if (NEXT.has(e.key)) step(slide + 1)
      else if (PREVIOUS.has(e.key)) step(slide - 1)
      else if (e.key === 'Home') step(0)
      else if (e.key === 'End') step(slides.length)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [story, slide, slides.length, gallery, openText, notify])

  if (!story) return null
  const at = STORIES.indexOf(story)
  const counter = `Story ${at + 1} of ${STORIES.length} · ${slide + 1} / ${slides.length + 1}`
  return (
    <>
      {slide === 0 && (
        <div className="present-intro" role="dialog" aria-modal="true" aria-labelledby="present-title">
          <div className="present-intro-body" ref={stage} tabIndex={-1}>
            <p className="muted">{counter}</p>
            <h1 id="present-title">{story.title}</h1>
            <StoryText story={story} facts={facts} />
            <p className="muted present-keys">
              → next · ← back · Esc leaves{loading ? ' · opening the next story…' : ''}
            </p>
          </div>
        </div>
      )}
      <section className="present-bar" aria-label="Presentation">
        <span className="present-counter">{counter}</span>
        {/* The page's one level-one heading while a panel shows (the top bar's is hidden); the intro has its own. */}
        {slide === 0 ? (
          <strong className="present-title">{story.title}</strong>
        ) : (
          <h1 className="present-title">{story.title}</h1>
        )}
        <span className="present-caption" role="status">
          {current
            ? missing
              ? `This panel is not on the tab yet: ${current.caption}`
              : current.caption
            : ''}
        </span>
        <button
          type="button"
          onClick={() => gallery.getState().stopPresenting()}
          aria-label="Esc: leave presentation"
        >
          Esc
        </button>
      </section>
    </>
  )
}
