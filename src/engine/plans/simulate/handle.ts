import type { Plans } from '../section.ts'
import { SimMerger } from './merge.ts'
import type { SimRequest, SimResponse } from './protocol.ts'
import { runTask } from './tasks.ts'

/**
 * What a simulation worker does with one request, as a pure function (the worker and the in-page fallback share
 * it): a block's sums, or the statistics of the blocks done. Engine errors become a message.
 * @example handleSimRequest({ kind: 'task', sim: 1, index: 0, plans, task }).ok === true
 */
export function handleSimRequest(request: SimRequest): SimResponse {
  try {
    if (request.kind === 'task') {
      return {
        kind: 'task',
        sim: request.sim,
        index: request.index,
        ok: true,
        acc: runTask(request.plans, request.task),
      }
    }
    const merger = new SimMerger(request.plans as Plans, request.tasks)
    request.done.forEach((acc, i) => {
      if (acc !== null) merger.add(i, acc)
    })
    return { kind: 'summary', sim: request.sim, ok: true, result: merger.result() }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { kind: request.kind === 'task' ? 'task' : 'summary', sim: request.sim, ok: false, message }
  }
}
