/// <reference lib="webworker" />
import { evaluate } from '../engine/evaluate.ts'
import type { WorkerRequest, WorkerResponse } from './protocol.ts'

// Validation (and its schema library) loads on the first link or file to open, so the first evaluation, and so
// the first result on screen, does not wait for it.
const loadOpener = () => import('../engine/open-scenario.ts')

// A thin shell: the engine does the work; an engine exception becomes a message, never a dead worker.
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  let response: WorkerResponse
  try {
    response =
      message.type === 'evaluate'
        ? { type: 'evaluate', id: message.id, ok: true, report: evaluate(message.scenario) }
        : {
            type: 'open',
            id: message.id,
            ok: true,
            result: (await loadOpener()).openScenario(message.request),
          }
  } catch (error) {
    response = {
      type: message.type,
      id: message.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    }
  }
  self.postMessage(response)
}
