import type { OpenRequest, OpenResult } from '../../engine/index.ts'
import type { OpenWatch } from '../../worker/engine-client.ts'
import type { OpenProgress } from '../../worker/read-file-text.ts'
import { type GetState, type ImportSlice, type SetState, SHOWN_READ_BYTES } from '../types.ts'

/** The file reading under way, to call off: one at a time (a new file calls off the one before). */
export interface ReadingHolder {
  current: AbortController | null
}

// The import slice's reading and confirming, loaded the first time something is imported (see importSlice): the
// first page carries only the slice's shape.

/**
 * The import actions, given the store's `set`/`get` and the engine's `open` (the worker's, or the engine itself in
 * tests), so reading never runs in the page. `base` of `readForImport`: the scenario when the import was asked for.
 */
export function importActions(
  set: SetState,
  get: GetState,
  open: (request: OpenRequest, file?: Blob, watch?: OpenWatch) => Promise<OpenResult>,
  reading: ReadingHolder,
) {
  return {
    readForImport: async (
      base: ReturnType<GetState>['scenario'],
      ...[where, source, name, options]: Parameters<ImportSlice['readForImport']>
    ): ReturnType<ImportSlice['readForImport']> => {
      const file = typeof source === 'string' ? undefined : source
      const controller = new AbortController()
      let shown = false
      let watch: OpenWatch | undefined
      if (file) {
        reading.current?.abort()
        reading.current = controller
        shown = file.size > SHOWN_READ_BYTES && !get().importDialogOpen
        const label = name ?? 'the file'
        set({
          importReading: { name: label, phase: 'reading', read: 0, total: file.size },
          ...(shown ? { importDialogOpen: true, pendingImport: null } : {}),
        })
        const onProgress = (p: OpenProgress) => {
          if (reading.current === controller) set({ importReading: { name: label, ...p } })
        }
        watch = { signal: controller.signal, onProgress }
      }
      const answer = await open(
        {
          kind: 'import',
          text: typeof source === 'string' ? source : '',
          ...(name === undefined ? {} : { name }),
          base,
        },
        file,
        watch,
      )
      if (controller.signal.aborted) {
        // Called off by Cancel (not by a newer file, whose reading may be what the dialog shows now).
        if (shown && reading.current === null) set({ importDialogOpen: false })
        return { kind: 'cancelled' }
      }
      if (file && reading.current === controller) {
        reading.current = null
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
    importSelection: async (text: string): ReturnType<ImportSlice['importSelection']> => {
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
