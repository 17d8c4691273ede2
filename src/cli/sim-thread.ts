import { parentPort } from 'node:worker_threads'
import { handleSimRequest } from '../worker/sim-handle.ts'
import { accumulatorBuffers, type SimRequest } from '../worker/sim-protocol.ts'

// One block at a time, as the page's simulation workers run them (the same pure handler, so the same numbers).
parentPort?.on('message', (request: SimRequest) => {
  const response = handleSimRequest(request)
  parentPort?.postMessage(
    response,
    response.kind === 'task' && response.ok ? accumulatorBuffers(response.acc) : [],
  )
})
