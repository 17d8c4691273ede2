import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { OpenRequest, OpenResult } from '../engine/entry/open-scenario.ts'
import { openScenario } from '../engine/entry/open-scenario.ts'
import { CANCELLED_OPEN, type OpenWatch } from '../worker/engine-client.ts'
import { readFileText } from '../worker/read-file-text.ts'
import { createAppStore, SHOWN_READ_BYTES } from './store.ts'

const session = readFileSync(
  new URL('../engine/import/fixtures/sessions/claude-code.spotter.short.jsonl', import.meta.url),
  'utf8',
)
/** The real session padded with blank lines past the size whose reading the dialog shows. */
const large = new Blob([session, '\n'.repeat(SHOWN_READ_BYTES)])

/**
 * The worker's open as the page sees it: the file read in slices with progress (the worker's own reader), then
 * the engine; it waits at `gate` after the reading, so a test can look at the page in between, and honours a
 * Cancel as the client does.
 */
function engineWithGate() {
  let release: () => void = () => {}
  const gate = new Promise<void>((r) => {
    release = r
  })
  const open = async (request: OpenRequest, file?: Blob, watch?: OpenWatch): Promise<OpenResult> => {
    const text = file
      ? await readFileText(
          file,
          (p) => watch?.onProgress?.(p),
          () => false,
        )
      : null
    await Promise.race([gate, new Promise((r) => watch?.signal?.addEventListener('abort', r))])
    if (watch?.signal?.aborted) return CANCELLED_OPEN
    return openScenario(text !== null && 'text' in request ? { ...request, text } : request)
  }
  return { open, release }
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 0))
}

describe('reading a large file for import', () => {
  it('opens the dialog with its progress while it is read, then shows what it opens to', async () => {
    const { open, release } = engineWithGate()
    const store = createAppStore({ open })
    const outcome = store.getState().readForImport('File big.jsonl', large, 'big.jsonl')
    await until(() => store.getState().importReading?.phase === 'parsing')
    expect(store.getState().importDialogOpen).toBe(true)
    expect(store.getState().importReading).toEqual({
      name: 'big.jsonl',
      phase: 'parsing',
      read: large.size,
      total: large.size,
    })
    release()
    expect(await outcome).toEqual({ kind: 'pending' })
    expect(store.getState().importReading).toBeNull()
    expect(store.getState().importDialogOpen).toBe(true)
    expect(store.getState().pendingImport?.summary).toMatch(/Claude Code session/)
  })

  it('Cancel stops it: the dialog it opened closes, the scenario is unchanged, and nothing is said', async () => {
    const { open } = engineWithGate()
    const store = createAppStore({ open })
    const before = store.getState().scenario
    const outcome = store.getState().readForImport('File big.jsonl', large, 'big.jsonl')
    await until(() => store.getState().importReading?.phase === 'parsing')
    store.getState().cancelImportRead()
    expect(await outcome).toEqual({ kind: 'cancelled' })
    expect(store.getState()).toMatchObject({
      importReading: null,
      importDialogOpen: false,
      pendingImport: null,
    })
    expect(store.getState().scenario).toBe(before)
    expect(store.getState().notices.filter((n) => n.level === 'error')).toEqual([])
  })

  it('a small file is read without opening the dialog for its progress', async () => {
    const { open, release } = engineWithGate()
    release()
    const store = createAppStore({ open })
    const shownWhileReading: boolean[] = []
    const stop = store.subscribe((st) => {
      if (st.importReading) shownWhileReading.push(st.importDialogOpen)
    })
    const outcome = await store.getState().readForImport('File a.jsonl', new Blob([session]), 'a.jsonl')
    stop()
    expect(outcome).toEqual({ kind: 'pending' })
    expect(shownWhileReading.length).toBeGreaterThan(0)
    expect(shownWhileReading.every((open) => !open)).toBe(true)
    // Opened for the preview only, as before.
    expect(store.getState().importDialogOpen).toBe(true)
    expect(store.getState().importReading).toBeNull()
  })
})
