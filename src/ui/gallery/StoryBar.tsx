import { useState } from 'react'
import { STORIES, storyById } from '../../state/engine.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { openStory, storyLink } from './open-story.ts'
import { StoryText } from './StoryText.tsx'
import { useStoryFacts } from './use-story-facts.ts'
import './gallery.css'

/** The story being told, above its tab: its title, its sentences with live numbers, and where to go next. */
export default function StoryBar() {
  const gallery = useAppStore()
  const id = useApp((s) => s.gallery.story)
  const story = id === null ? null : storyById(id)
  const { facts, updating } = useStoryFacts(story)
  const openText = useApp((s) => s.openText)
  const notify = useApp((s) => s.notify)
  const [copied, setCopied] = useState<string | null>(null)
  if (!story) return null
  const at = STORIES.indexOf(story)
  const go = (i: number, present = false) => {
    const next = STORIES[i]
    if (next) void openStory(next.id, present, { openText, notify, gallery })
  }
  const copy = async () => {
    const link = storyLink(location, story.id, false)
    try {
      await navigator.clipboard.writeText(link)
      setCopied('Copied')
    } catch {
      setCopied('Clipboard blocked')
    }
    setTimeout(() => setCopied(null), 2_000)
  }
  return (
    <section className="story-bar" aria-labelledby="story-h" aria-busy={updating}>
      <div className="story-bar-head">
        <span className="muted small">
          Story {at + 1} of {STORIES.length}
        </span>
        <h2 id="story-h">{story.title}</h2>
        {story.passage && <SeedLink to={story.passage} />}
        <div className="story-bar-actions">
          <button type="button" className="primary" onClick={() => gallery.getState().goToSlide(0)}>
            Present
          </button>
          <button type="button" onClick={copy} title="A link that opens the app on this story">
            {copied ?? 'Copy link'}
          </button>
          <button type="button" disabled={at === 0} onClick={() => go(at - 1)}>
            ← Previous
          </button>
          <button type="button" disabled={at === STORIES.length - 1} onClick={() => go(at + 1)}>
            Next →
          </button>
          <button type="button" onClick={() => gallery.getState().openGallery()}>
            Gallery
          </button>
          <button
            type="button"
            className="icon"
            aria-label="Close the story (the scenario stays)"
            onClick={() => gallery.getState().endStory()}
          >
            ×
          </button>
        </div>
      </div>
      <StoryText story={story} facts={facts} />
    </section>
  )
}
