import { lazy, Suspense, useEffect } from 'react'
import { useStore } from 'zustand'
import { galleryStore } from '../../state/gallery.ts'
import { useAppStore } from '../app/store-context.tsx'
import { ReaderHost } from '../seeds/ReaderHost.tsx'
import { storyFromSearch } from './story-search.ts'

// Each loads the first time it is needed: the first paint carries none of them.
const GalleryDialog = lazy(() => import('./GalleryDialog.tsx'))
const StoryBar = lazy(() => import('./StoryBar.tsx'))
const Presentation = lazy(() => import('./Presentation.tsx'))

/**
 * The teaching layer over the app: the story bar above the tab, the gallery, presentation mode and the seed
 * reader. A link with `?story=<id>` or `?present=<id>` opens straight into that story.
 */
export function TeachLayer({ gallery = galleryStore }: { gallery?: typeof galleryStore }) {
  const store = useAppStore()
  const open = useStore(gallery, (s) => s.open)
  const story = useStore(gallery, (s) => s.story)
  const presenting = useStore(gallery, (s) => s.slide !== null)

  useEffect(() => {
    const asked = storyFromSearch(location.search)
    if (!asked) return
    if (!asked.present) {
      // Told once: a reload keeps the user's edits instead of opening the story over them again.
      const url = new URL(location.href)
      url.searchParams.delete('story')
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    const { openText, notify } = store.getState()
    void import('./open-story.ts').then((m) =>
      m.openStory(asked.id, asked.present, { openText, notify, gallery }),
    )
  }, [store, gallery])

  return (
    <Suspense fallback={null}>
      {story !== null && <StoryBar gallery={gallery} />}
      {open && <GalleryDialog gallery={gallery} />}
      {presenting && story !== null && <Presentation gallery={gallery} />}
      <ReaderHost />
    </Suspense>
  )
}
