import { lazy, type DragEvent as ReactDragEvent, Suspense, useEffect, useState } from 'react'
import { useAppStore } from '../app/store-context.tsx'
import { fileTooLarge } from './read-file.ts'
import './import.css'

// What the overlay says loads the first time a file is dragged over the page (the listening is here from the start).
const DropOverlay = lazy(() => import('./DropOverlay.tsx').then((m) => ({ default: m.DropOverlay })))

const hasFiles = (e: DragEvent | ReactDragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files')

/**
 * Drop a file anywhere on the page: while a file is dragged over it, the whole page becomes a drop target that says
 * what dropping does. A scenario file opens (undoable); a transcript, recording or tool list is read in the worker
 * and opens only once confirmed in the import dialog.
 */
export function DropTarget() {
  const store = useAppStore()
  const [over, setOver] = useState(false)

  useEffect(() => {
    let depth = 0
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      depth++
      setOver(true)
      // The import dialog's code loads while the file is dragged, so a large file's progress shows from the drop.
      void import('./ImportDialog.tsx')
    }
    const overPage = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault() // lets the drop happen (the browser would open the file instead)
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy'
    }
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setOver(false)
    }
    const drop = async (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      depth = 0
      setOver(false)
      const file = e.dataTransfer?.files[0]
      if (!file) return
      const where = `File ${file.name}`
      const tooLarge = fileTooLarge(file)
      if (tooLarge) {
        store
          .getState()
          .notify({ id: 'open', level: 'error', where, message: `Could not open it: ${tooLarge}` })
        return
      }
      await store.getState().readForImport(where, file, file.name)
    }
    window.addEventListener('dragenter', enter)
    window.addEventListener('dragover', overPage)
    window.addEventListener('dragleave', leave)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragenter', enter)
      window.removeEventListener('dragover', overPage)
      window.removeEventListener('dragleave', leave)
      window.removeEventListener('drop', drop)
    }
  }, [store])

  if (!over) return null
  return (
    <Suspense fallback={null}>
      <DropOverlay />
    </Suspense>
  )
}
