import { parentPort } from 'node:worker_threads'
import { accumulatorBuffers, handleSimRequest, type SimRequest } from '../engine/index.ts'

// One block at a time, as the page's simulation workers run them (the same pure handler, so the same numbers).
parentPort?.on('message', (request: SimRequest) => {
  const response = handleSimRequest(request)
  parentPort?.postMessage(
    response,
    response.kind === 'task' && response.ok ? accumulatorBuffers(response.acc) : [],
  )
})
