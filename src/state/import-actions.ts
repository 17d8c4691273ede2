import type { OpenRequest, OpenResult } from '../engine/open-scenario.ts'
import type { Scenario } from '../engine/scenario.ts'
import type { OpenWatch } from '../worker/engine-client.ts'
import type { OpenProgress } from '../worker/read-file-text.ts'
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
interface Host {
  scenario: Scenario
  pendingImport: PendingImport | null
  load: (scenario: Scenario, by?: Replacement) => void
  edit: (recipe: (s: Scenario) => Scenario) => void
  notify: (notice: Notice) => void
  dismiss: (id: string) => void
}

/**
 * The import slice's actions, given the store's `set`/`get` and the engine's `open` (the worker's, or the engine
 * itself in tests), so reading never runs in the page.
 * @example createStore((set, get) => ({ ...importSlice(set, get, open), … }))
 */
export function importSlice(
  set: (patch: Partial<ImportSlice>) => void,
  get: () => Host & ImportSlice,
  open: (request: OpenRequest, file?: Blob, watch?: OpenWatch) => Promise<OpenResult>,
): ImportSlice {
  // The reading under way, to call off; one at a time (a new file calls off the one before).
  let reading: AbortController | null = null
  const cancelImportRead = () => {
    reading?.abort()
    reading = null
    set({ importReading: null })
  }
  return {
    pendingImport: null,
    importReading: null,
    cancelImportRead,
    importDialogOpen: false,
    setImportDialogOpen: (importDialogOpen) => set({ importDialogOpen }),
    readForImport: async (where, source, name, options) => {
      const file = typeof source === 'string' ? undefined : source
      const controller = new AbortController()
      let shown = false
      let watch: OpenWatch | undefined
      if (file) {
        reading?.abort()
        reading = controller
        shown = file.size > SHOWN_READ_BYTES && !get().importDialogOpen
        const label = name ?? 'the file'
        set({
          importReading: { name: label, phase: 'reading', read: 0, total: file.size },
          ...(shown ? { importDialogOpen: true, pendingImport: null } : {}),
        })
        const onProgress = (p: OpenProgress) => {
          if (reading === controller) set({ importReading: { name: label, ...p } })
        }
        watch = { signal: controller.signal, onProgress }
      }
      const answer = await open(
        {
          kind: 'import',
          text: typeof source === 'string' ? source : '',
          ...(name === undefined ? {} : { name }),
          base: get().scenario,
        },
        file,
        watch,
      )
      if (controller.signal.aborted) {
        // Called off by Cancel (not by a newer file, whose reading may be what the dialog shows now).
        if (shown && reading === null) set({ importDialogOpen: false })
        return { kind: 'cancelled' }
      }
      if (file && reading === controller) {
        reading = null
        set({ importReading: null })
      }
      // The dialog opened only to show this file's progress closes again unless it now shows what it opens to.
      if (shown && answer.kind !== 'imported') set({ importDialogOpen: false })
      if (answer.kind === 'ok') {
        get().dismiss('open')
        get().load(answer.scenario, { kind: 'file', ...(name === undefined ? {} : { name }) })
        get().notify({
          id: 'opened',
          level: 'info',
          where,
          message: 'Opened as the scenario. Undo (Ctrl+Z) restores the previous one.',
        })
        return { kind: 'opened' }
      }
      if (answer.kind === 'imported') {
        get().dismiss('open')
        const { scenario, what, summary, notes, changes } = answer
        set({
          pendingImport: { name: name ?? null, what, summary, notes, changes, scenario },
          importDialogOpen: true,
        })
        return { kind: 'pending' }
      }
      const message = answer.kind === 'error' ? answer.message : 'nothing to open'
      if (options?.quiet) return { kind: 'error', message }
      get().notify({
        id: 'open',
        level: 'error',
        where,
        message: `Could not open it: ${message.replace(/\.$/, '')}. Your scenario is unchanged.`,
      })
      return { kind: 'error', message }
    },
    confirmImport: () => {
      const pending = get().pendingImport
      if (!pending) return
      get().load(pending.scenario, {
        kind: 'transcript',
        ...(pending.name === null ? {} : { name: pending.name }),
      })
      set({ pendingImport: null, importDialogOpen: false })
      get().notify({
        id: 'opened',
        level: 'info',
        where: pending.name === null ? 'Pasted text' : `File ${pending.name}`,
        message: `Opened as the scenario: ${pending.summary}. Undo (Ctrl+Z) restores the previous one.`,
      })
    },
    cancelImport: () => {
      cancelImportRead()
      set({ pendingImport: null, importDialogOpen: false })
    },
    importSelection: async (text) => {
      const answer = await open({ kind: 'selection', text, selection: get().scenario.selection })
      if (answer.kind !== 'selection')
        return {
          ok: false,
          message: answer.kind === 'error' ? answer.message : 'the engine did not answer',
          notes: [],
        }
      const r = answer.result
      if (!r.ok) return { ok: false, message: r.message, notes: [] }
      get().edit((s) => ({ ...s, selection: r.selection }))
      return { ok: true, message: r.message, notes: r.notes }
    },
  }
}
