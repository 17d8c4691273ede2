import type { ViewAsks } from '../engine/index.ts'
/// <reference lib="webworker" />

import { encodingsNeeded, evaluate, loadTokenizers, type Scenario } from '../engine/index.ts'

import { createLinkEncoder, createNextTask } from './link-encoder.ts'
import type { WorkerRequest, WorkerResponse } from './protocol.ts'
import { readFileText } from './read-file-text.ts'
import { createTextReceiver } from './text-channel.ts'

// Validation (and its schema library) loads on the first link or file to open, so the first evaluation, and so
// the first result on screen, does not wait for it.
const loadOpener = () => import('../engine/open/index.ts')

// The exact tokenizers load when a scenario first measures in tokens (each encoding is its own chunk, fetched
// from this origin); one that fails leaves its measure on an estimator, and the report names the failure in its
// own field (report.tokenizers).
async function evaluateWithTokenizers(scenario: Scenario, asks: ViewAsks) {
  const { tokenizers, failures } = await loadTokenizers(encodingsNeeded(scenario, asks.sections))
  return evaluate(scenario, { ...asks, tokenizers, failures })
}

// Long texts arrive once and are named after that (see text-channel.ts).
const texts = createTextReceiver()
// Opens of a file the page no longer waits for: their reading stops at its next slice.
const cancelledOpens = new Set<number>()
const nextTask = createNextTask()
// Links are encoded in steps, reading messages between them, so a cancelled one stops early.
const links = createLinkEncoder(createNextTask())

/**
 * Opens a link, a file or an import; a file sent as itself is read here. The long texts of the scenario it opens
 * are held for the next evaluation, which the page then sends their names instead of the texts.
 */
async function open(message: Extract<WorkerRequest, { type: 'open' }>): Promise<WorkerResponse | null> {
  const { openScenario } = await loadOpener()
  let request = message.request
  if (message.file && 'text' in request) {
    const { id } = message
    try {
      // Read in slices, saying how far (a 50 MB session file takes a while), and stopped by a Cancel.
      const text = await readFileText(
        message.file,
        (progress) => self.postMessage({ type: 'progress', id, ...progress } satisfies WorkerResponse),
        () => cancelledOpens.has(id),
      )
      cancelledOpens.delete(id)
      if (text === null) return null
      request = { ...request, text }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      return { type: 'open', id: message.id, ok: false, message: `the browser could not read it (${why})` }
    }
  }
  const result = openScenario(request)
  if (message.file) {
    // A Cancel pressed while the engine read the file waits in the queue: heard here, the answer (tens of MB to
    // copy into the page) is never sent, and its texts never replace those the worker holds.
    await nextTask()
    if (cancelledOpens.delete(message.id)) return null
  }
  const opened = result.kind === 'ok' || result.kind === 'imported' ? result.scenario : null
  return opened
    ? { type: 'open', id: message.id, ok: true, result, texts: texts.adopt(opened) }
    : { type: 'open', id: message.id, ok: true, result }
}

// A thin shell: the engine does the work; an engine exception becomes a message, never a dead worker.
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  if (message.type === 'cancel-link') {
    links.cancel(message.id)
    return
  }
  if (message.type === 'cancel-open') {
    cancelledOpens.add(message.id)
    return
  }
  let response: WorkerResponse | null
  try {
    if (message.type === 'link') {
      const hash = await links.encode(message.id, message.scenario, message.pinned)
      if (hash === null) return // cancelled: the page no longer waits for it
      response = { type: 'link', id: message.id, ok: true, hash }
    } else
      response =
        message.type === 'evaluate'
          ? {
              type: 'evaluate',
              id: message.id,
              ok: true,
              report: await evaluateWithTokenizers(texts.unpack(message), message.asks),
            }
          : await open(message)
  } catch (error) {
    response = {
      type: message.type,
      id: message.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    }
  }
  if (response) self.postMessage(response)
}
