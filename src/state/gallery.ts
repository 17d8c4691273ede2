import { createStore, type StoreApi } from 'zustand/vanilla'

/**
 * The gallery and presentation mode: whether the gallery is open, which story is being told (its scenario
 * is then the app's scenario, loaded as one undoable step), and the slide being presented. Not part of the
 * scenario: a share link carries a story as `?story=` or `?present=`, not in its hash.
 */
export interface GalleryState {
  open: boolean
  /** The story whose scenario is loaded and whose numbers the story bar shows. */
  story: string | null
  /** Presenting: the slide shown (0 is the story's own text, then one panel per slide). Null: not presenting. */
  slide: number | null
  /** A story being fetched and opened (its scenario is not loaded yet). */
  loading: string | null
  openGallery: () => void
  closeGallery: () => void
  /** The story's scenario was loaded: tell it (and present it from its first slide if `present`). */
  showStory: (id: string, present: boolean) => void
  setLoading: (id: string | null) => void
  endStory: () => void
  goToSlide: (slide: number) => void
  stopPresenting: () => void
}
export type GalleryStore = StoreApi<GalleryState>

/** A gallery store; the page has one (`galleryStore`), tests make their own. */
export function createGalleryStore(): GalleryStore {
  return createStore<GalleryState>()((set) => ({
    open: false,
    story: null,
    slide: null,
    loading: null,
    openGallery: () => set({ open: true }),
    closeGallery: () => set({ open: false }),
    showStory: (id, present) => set({ story: id, slide: present ? 0 : null, open: false, loading: null }),
    setLoading: (id) => set({ loading: id }),
    endStory: () => set({ story: null, slide: null }),
    goToSlide: (slide) => set({ slide }),
    stopPresenting: () => set({ slide: null }),
  }))
}

/** The page's gallery state. */
export const galleryStore: GalleryStore = createGalleryStore()
