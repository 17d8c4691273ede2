import type { PassageId, SeedDocId } from '../../engine/index.ts'
import type { GallerySlice, GetState, ReaderSlice, SetState } from '../types.ts'

/** The gallery's stories and presentation mode. */
export const gallerySlice = (set: SetState, get: GetState): GallerySlice => {
  const patch = (p: Partial<GallerySlice['gallery']>) => set({ gallery: { ...get().gallery, ...p } })
  return {
    gallery: { open: false, story: null, slide: null, loading: null },
    openGallery: () => patch({ open: true }),
    closeGallery: () => patch({ open: false }),
    showStory: (id, present) => patch({ story: id, slide: present ? 0 : null, open: false, loading: null }),
    setStoryLoading: (id) => patch({ loading: id }),
    endStory: () => patch({ story: null, slide: null }),
    goToSlide: (slide) => patch({ slide }),
    stopPresenting: () => patch({ slide: null }),
  }
}

/** A passage id names its document before the slash (`'003/even-split'`), so no table is needed here. */
const docOf = (passage: PassageId) => passage.slice(0, passage.indexOf('/')) as SeedDocId

/** The seed reader: the document open and the passage highlighted. */
export const readerSlice = (set: SetState): ReaderSlice => ({
  reader: null,
  showPassage: (passage) => set({ reader: { doc: docOf(passage), passage } }),
  showDoc: (doc) => set({ reader: { doc, passage: null } }),
  closeReader: () => set({ reader: null }),
})
