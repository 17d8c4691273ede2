import type { OpenRequest, OpenResult, Scenario } from '../engine/index.ts'
import type { OpenWatch } from '../worker/engine-client.ts'
import type { OpenProgress } from '../worker/read-file-text.ts'
import type { importActions } from './import-read.ts'
import type { Notice, Replacement } from './store.ts'

/** Past this size a file's reading is shown in the import dialog (progress and Cancel); a smaller one is quick. */
export const SHOWN_READ_BYTES = 1024 * 1024

/** A file being read in the worker: its name and how far the reading has got. */
export interface ImportReading extends OpenProgress {
  name: string
}

/** A transcript, recording or tool list read and ready to open, waiting for the person to confirm. */
export interface PendingImport {
  /** The file's name, or null for pasted text. */
  name: string | null
  what: 'transcript' | 'catalog' | 'categories'
  /** The import layer's detection line. */
  summary: string
  notes: string[]
  /** What it replaces, one line per part of the scenario. */
  changes: string[]
  /** The scenario it opens to: the current one with the import laid over it. */
  scenario: Scenario
}

/** How an import attempt ended: opened (a scenario file), waiting for a confirmation, or refused with why. */
export type ImportOutcome =
  | { kind: 'opened' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  /** The person pressed Cancel while the file was read: nothing changed, nothing to say. */
  | { kind: 'cancelled' }

export interface ImportSlice {
  pendingImport: PendingImport | null
  /** The file being read in the worker, with its progress, or null (the dialog shows it, with Cancel). */
  importReading: ImportReading | null
  /** Stops reading the file being read: the worker stops, the scenario is unchanged, nothing is said. */
  cancelImportRead: () => void
  /** Whether the import dialog (paste, choose a file, confirm) is open. */
  importDialogOpen: boolean
  setImportDialogOpen: (open: boolean) => void
  /**
   * Reads a dropped, opened or pasted text in the worker (a file is read there, never on the page's thread): a
   * scenario file opens at once (one undo step); a transcript, recording, tool list or category map waits in
   * `pendingImport` for a confirmation; anything else is refused with a notice naming what and where, the
   * scenario unchanged. A file's reading is followed in `importReading`; one over `SHOWN_READ_BYTES` opens the
   * dialog while it is read, so its progress and Cancel are on screen.
   */
  readForImport: (
    where: string,
    source: string | Blob,
    name?: string,
    /** `quiet`: the caller shows a failure itself (the dialog, beside the kept text), so no notice. */
    options?: { quiet?: boolean },
  ) => Promise<ImportOutcome>
  /** Opens the pending import over the current scenario, as one undo step (Undo restores it). */
  confirmImport: () => void
  cancelImport: () => void
  /**
   * Tool selection's import box: a tool list, a transcript's offered tools or a category map, read in the worker
   * by the import layer and applied as one undo step; a failure changes nothing and says why.
   */
  importSelection: (text: string) => Promise<{ ok: boolean; message: string; notes: string[] }>
}

/** The parts of the store the import actions use. */
export interface Host {
  scenario: Scenario
  pendingImport: PendingImport | null
  load: (scenario: Scenario, by?: Replacement) => void
  edit: (recipe: (s: Scenario) => Scenario) => void
  notify: (notice: Notice) => void
  dismiss: (id: string) => void
}

/** The file reading under way, to call off: one at a time (a new file calls off the one before). */
export interface ReadingHolder {
  current: AbortController | null
}

type ImportActions = ReturnType<typeof importActions>

/**
 * The import slice: its state, and actions that load their reading the first time one is used (an import is never
 * part of the first page), given the store's `set`/`get` and the engine's `open` (the worker's, or the engine
 * itself in tests), so reading never runs in the page.
 * @example createStore((set, get) => ({ ...importSlice(set, get, open), … }))
 */
export function importSlice(
  set: (patch: Partial<ImportSlice>) => void,
  get: () => Host & ImportSlice,
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
