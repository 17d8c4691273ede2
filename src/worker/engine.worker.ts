/// <reference lib="webworker" />
import { evaluate, openScenario } from '../engine/index.ts'
import type { WorkerRequest, WorkerResponse } from './protocol.ts'

// A thin shell: the engine does the work; an engine exception becomes a message, never a dead worker.
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  let response: WorkerResponse
  try {
    response =
      message.type === 'evaluate'
        ? { type: 'evaluate', id: message.id, ok: true, report: evaluate(message.scenario) }
        : { type: 'open', id: message.id, ok: true, result: openScenario(message.request) }
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
