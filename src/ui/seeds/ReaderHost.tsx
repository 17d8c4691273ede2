import { lazy, Suspense } from 'react'
import { useApp } from '../app/store-context.tsx'

// The documents and the reader load the first time a passage is asked for (about 50 kB of text).
const SeedReader = lazy(() => import('./SeedReader.tsx'))

/** Where the seed reader appears when a link opens it; nothing (and no download) until then. */
export function ReaderHost() {
  const open = useApp((s) => s.reader)
  if (open === null) return null
  return (
    <Suspense fallback={null}>
      <SeedReader />
    </Suspense>
  )
}
