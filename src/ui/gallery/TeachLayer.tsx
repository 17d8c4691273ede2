import { lazy, Suspense, useEffect } from 'react'
import { useApp, useAppStore } from '../app/store-context.tsx'
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
export function TeachLayer() {
  const store = useAppStore()
  const open = useApp((s) => s.gallery.open)
  const story = useApp((s) => s.gallery.story)
  const presenting = useApp((s) => s.gallery.slide !== null)

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
      m.openStory(asked.id, asked.present, { openText, notify, gallery: store }),
    )
  }, [store])

  return (
    <Suspense fallback={null}>
      {story !== null && <StoryBar />}
      {open && <GalleryDialog />}
      {presenting && story !== null && <Presentation />}
      <ReaderHost />
    </Suspense>
  )
}
