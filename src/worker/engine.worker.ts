/// <reference lib="webworker" />
import { evaluate } from '../engine/index.ts'
import type { EvaluateRequest, EvaluateResponse } from './protocol.ts'

// A thin shell: the engine does the work; an engine exception becomes a message, never a dead worker.
self.onmessage = (event: MessageEvent<EvaluateRequest>) => {
  const { id, scenario } = event.data
  let response: EvaluateResponse
  try {
    response = { id, ok: true, report: evaluate(scenario) }
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(response)
}
