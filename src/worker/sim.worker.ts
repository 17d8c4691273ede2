/// <reference lib="webworker" />
import { accumulatorBuffers, handleSimRequest, type SimRequest } from '../engine/index.ts'

// One request at a time: the pool hands out the next block when this one's sums come back, so a cancel or a
// newer simulation takes effect within one block (tens of milliseconds).
self.onmessage = (event: MessageEvent<SimRequest>) => {
  const response = handleSimRequest(event.data)
  self.postMessage(response, response.kind === 'task' && response.ok ? accumulatorBuffers(response.acc) : [])
}
