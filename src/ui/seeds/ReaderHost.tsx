import { lazy, Suspense } from 'react'
import { useStore } from 'zustand'
import { readerStore } from '../../state/reader.ts'

// The documents and the reader load the first time a passage is asked for (about 50 kB of text).
const SeedReader = lazy(() => import('./SeedReader.tsx'))

/** Where the seed reader appears when a link opens it; nothing (and no download) until then. */
export function ReaderHost({ store = readerStore }: { store?: typeof readerStore }) {
  const open = useStore(store, (s) => s.open)
  if (open === null) return null
  return (
    <Suspense fallback={null}>
      <SeedReader store={store} />
    </Suspense>
  )
}
