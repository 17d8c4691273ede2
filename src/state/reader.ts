import { createStore, type StoreApi } from 'zustand/vanilla'
import type { PassageId, SeedDocId } from '../engine/index.ts'

/** The seed reader: which document is open, and the passage highlighted in it (null: the reader is closed). */
export interface ReaderState {
  open: { doc: SeedDocId; passage: PassageId | null } | null
  /** Opens the passage's document with the passage highlighted. */
  showPassage: (passage: PassageId) => void
  /** Opens a document at its top, nothing highlighted. */
  showDoc: (doc: SeedDocId) => void
  close: () => void
}
export type ReaderStore = StoreApi<ReaderState>

/** A passage id names its document before the slash (`'003/even-split'`), so no table is needed here. */
const docOf = (passage: PassageId) => passage.slice(0, passage.indexOf('/')) as SeedDocId

/** A reader store; the page has one (`readerStore`), tests make their own. */
export function createReaderStore(): ReaderStore {
  return createStore<ReaderState>()((set) => ({
    open: null,
    showPassage: (passage) => set({ open: { doc: docOf(passage), passage } }),
    showDoc: (doc) => set({ open: { doc, passage: null } }),
    close: () => set({ open: null }),
  }))
}

/**
 * The page's reader. Not part of the scenario (a link does not open the reader) and not undoable: it is where
 * the user is reading, like a scroll position.
 */
export const readerStore: ReaderStore = createReaderStore()
