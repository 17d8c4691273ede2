import type { OpenRequest, OpenResult } from '../../engine/index.ts'
import type { OpenWatch } from '../../worker/engine-client.ts'
import type { GetState, ImportSlice, SetState } from '../types.ts'
import type { importActions, ReadingHolder } from './import-read.ts'

type ImportActions = ReturnType<typeof importActions>

/**
 * The import slice: its state, and actions that load their reading the first time one is used (an import is never
 * part of the first page), given the store's `set`/`get` and the engine's `open` (the worker's, or the engine
 * itself in tests), so reading never runs in the page.
 * @example createStore((set, get) => ({ ...importSlice(set, get, open), … }))
 */
export function importSlice(
  set: SetState,
  get: GetState,
  open: (request: OpenRequest, file?: Blob, watch?: OpenWatch) => Promise<OpenResult>,
): ImportSlice {
  const reading: ReadingHolder = { current: null }
  const cancelImportRead = () => {
    reading.current?.abort()
    reading.current = null
    set({ importReading: null })
  }
  let actions: ImportActions | null = null
  const load = async () => {
    actions ??= (await import('./import-read.ts')).importActions(set, get, open, reading)
    return actions
  }
  return {
    pendingImport: null,
    importReading: null,
    cancelImportRead,
    importDialogOpen: false,
    setImportDialogOpen: (importDialogOpen) => set({ importDialogOpen }),
    readForImport: async (...args) => {
      const base = get().scenario // the scenario when asked, whenever the reading has loaded
      return (await load()).readForImport(base, ...args)
    },
    // Something is pending only once an import was read: its actions are there.
    confirmImport: () => actions?.confirmImport(),
    cancelImport: () => {
      cancelImportRead()
      set({ pendingImport: null, importDialogOpen: false })
    },
    importSelection: async (text) => (await load()).importSelection(text),
  }
}
