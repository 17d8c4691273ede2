import { storyById } from '../../state/engine.ts'
import type { AppStore, Notice } from '../../state/store.ts'

interface OpenDeps {
  openText: (where: string, text: string) => Promise<boolean>
  notify: (notice: Notice) => void
  /** The store, whose gallery slice tells the story once it is loaded. */
  gallery: AppStore
  fetchText?: (url: string) => Promise<string>
}

const base = () => import.meta.env.BASE_URL ?? '/'

async function fetchExample(url: string): Promise<string> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return res.text()
}

/**
 * Opens a story: its example file is fetched from the page's origin and opened like any scenario file (one
 * undoable step: the work it replaces stays a Ctrl+Z away), then the story is told, or presented.
 */
export async function openStory(id: string, present: boolean, deps: OpenDeps): Promise<boolean> {
  const story = storyById(id)
  if (!story) {
    deps.notify({
      id: 'story',
      level: 'error',
      where: 'Gallery',
      message: `No story named “${id.slice(0, 60)}” in this version of the app: open the gallery to pick one.`,
    })
    return false
  }
  deps.gallery.getState().setStoryLoading(id)
  try {
    const text = await (deps.fetchText ?? fetchExample)(`${base()}examples/${story.example}`)
    const ok = await deps.openText(`Story “${story.title}”`, text)
    if (ok) deps.gallery.getState().showStory(id, present)
    return ok
  } catch (err) {
    deps.notify({
      id: 'story',
      level: 'error',
      where: `Story “${story.title}”`,
      message: `could not be loaded (${(err as Error).message}). Your scenario is unchanged.`,
    })
    return false
  } finally {
    deps.gallery.getState().setStoryLoading(null)
  }
}

/**
 * A link that opens the app straight into a story (`?story=`) or its presentation (`?present=`).
 * @example storyLink({ origin: 'https://x.dev', pathname: '/' }, 'ucb-spike', true) === 'https://x.dev/?present=ucb-spike'
 */
export function storyLink(
  location: { origin: string; pathname: string },
  id: string,
  present: boolean,
): string {
  return `${location.origin}${location.pathname}?${present ? 'present' : 'story'}=${encodeURIComponent(id)}`
}
