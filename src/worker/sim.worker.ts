/// <reference lib="webworker" />
import type { Accumulator } from '../engine/simulate/accumulator.ts'
import { runTask } from '../engine/simulate/tasks.ts'
import type { SimTaskRequest, SimTaskResponse } from './sim-protocol.ts'

// One block at a time: the pool hands out the next block when this one's sums come back, so a cancel or a newer
// simulation takes effect within one block (tens of milliseconds).
const buffers = (acc: Accumulator): ArrayBuffer[] =>
  [
    acc.bucketReward,
    acc.bucketBest,
    acc.bucketCalls,
    acc.regretSum,
    acc.regretSq,
    acc.regretValues,
    acc.toolCalls,
    acc.endHist,
  ]
    .filter((a) => a !== null)
    .map((a) => a.buffer as ArrayBuffer)

self.onmessage = (event: MessageEvent<SimTaskRequest>) => {
  const { sim, index, explore, task } = event.data
  try {
    const acc = runTask(explore, task)
    const response: SimTaskResponse = { sim, index, ok: true, acc }
    self.postMessage(response, buffers(acc))
  } catch (error) {
    const response: SimTaskResponse = {
      sim,
      index,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    }
    self.postMessage(response)
  }
}
