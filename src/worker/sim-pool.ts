import type { Plans } from '../engine/plans/section.ts'
import { SimMerger } from '../engine/plans/simulate/merge.ts'
import type { SimResult } from '../engine/plans/simulate/stats.ts'
import { planTasks } from '../engine/plans/simulate/tasks.ts'
import { handleSimRequest } from './sim-handle.ts'
import { accumulatorBuffers, type SimRequest, type SimResponse } from './sim-protocol.ts'

/** How a simulation ended: all runs done, cancelled (partial result), or failed. */
export type SimOutcome =
  | { kind: 'done'; result: SimResult; ms: number }
  | { kind: 'cancelled'; result: SimResult; ms: number }
  | { kind: 'failed'; message: string }

export interface SimHandle {
  /** Stops handing out blocks; resolves `done` with the blocks finished so far, marked partial. */
  cancel: () => void
  done: Promise<SimOutcome>
}

export interface SimPool {
  /** Starts a simulation; a running one is cancelled first (a newer request replaces an older one). */
  run: (plans: Plans, onProgress: (fraction: number) => void) => SimHandle
  /** How many workers share the runs. */
  readonly size: number
  dispose: () => void
}

/** Something that runs one block: a worker, or the page itself where there is none. */
interface Runner {
  send: (request: SimRequest) => void
  onResponse: (response: SimResponse) => void
  terminate: () => void
}

export interface SimPoolOptions {
  /** Makes one worker; absent (jsdom, tests of the view) runs blocks in the page between frames. */
  createWorker?: () => Worker
  /** Workers in the pool, usually `navigator.hardwareConcurrency`. */
  size: number
  now?: () => number
}

function workerRunner(create: () => Worker): Runner {
  const w = create()
  const runner: Runner = {
    send: (request) =>
      w.postMessage(
        request,
        request.kind === 'summarize' ? request.done.flatMap((a) => (a ? accumulatorBuffers(a) : [])) : [],
      ),
    onResponse: () => {},
    terminate: () => w.terminate(),
  }
  w.onmessage = (event: MessageEvent<SimResponse>) => runner.onResponse(event.data)
  w.onerror = (event) => {
    event.preventDefault()
    runner.onResponse({
      kind: 'task',
      sim: -1,
      ok: false,
      message: event.message || 'a simulation worker crashed',
    })
  }
  return runner
}

/** Runs each request in the page after a macrotask, so the page paints and takes input between blocks. */
function inPageRunner(): Runner {
  const runner: Runner = {
    send: (request) => {
      setTimeout(() => runner.onResponse(handleSimRequest(request)), 0)
    },
    onResponse: () => {},
    terminate: () => {},
  }
  return runner
}

/**
 * A pool of simulation workers, created on the first run (not at page load). Blocks go to whichever worker is
 * idle; the merger sums them in block order, so the numbers are the same for any pool size.
 * @example const pool = createSimPool({ createWorker: spawnSimWorker, size: navigator.hardwareConcurrency })
 */
export function createSimPool({
  createWorker,
  size,
  now = () => performance.now(),
}: SimPoolOptions): SimPool {
  const n = Math.max(1, Math.floor(size))
  let runners: Runner[] | null = null
  let nextSim = 1
  let current: { cancel: () => void } | null = null

  // Each simulation's responses go to its own handler, so an older one still finishing (summarizing after a
  // newer one replaced it) settles too.
  const handlers = new Map<number, (response: SimResponse, runner: Runner) => void>()
  const ensureRunners = (): Runner[] => {
    runners ??= Array.from({ length: n }, () => {
      const runner = createWorker ? workerRunner(createWorker) : inPageRunner()
      runner.onResponse = (response) => {
        if (response.sim === -1) for (const h of [...handlers.values()]) h(response, runner)
        else handlers.get(response.sim)?.(response, runner)
      }
      return runner
    })
    return runners
  }

  const run = (plans: Plans, onProgress: (fraction: number) => void): SimHandle => {
    current?.cancel()
    const sim = nextSim++
    const tasks = planTasks(plans)
    const merger = new SimMerger(plans, tasks)
    const started = now()
    let next = 0
    let stopped = false
    let settled = false
    let settle: (outcome: SimOutcome) => void = () => {}
    const done = new Promise<SimOutcome>((resolve) => {
      settle = resolve
    })
    let summarizing: 'done' | 'cancelled' | null = null
    const finish = (outcome: SimOutcome) => {
      if (settled) return
      settled = true
      stopped = true
      handlers.delete(sim)
      if (current === handle) current = null
      settle(outcome)
    }
    const pool = ensureRunners()
    // The statistics (percentile sorting included) are computed by a worker, never by the page.
    const summarize = (kind: 'done' | 'cancelled') => {
      if (summarizing !== null || settled) return
      summarizing = kind
      stopped = true
      const done = merger.done.map((a) => a ?? null)
      pool[0]?.send({ kind: 'summarize', sim, plans, tasks, done })
    }
    const feed = (runner: Runner) => {
      if (stopped || next >= tasks.length) return
      const index = next++
      runner.send({ kind: 'task', sim, index, plans, task: tasks[index] as (typeof tasks)[number] })
    }
    handlers.set(sim, (response, runner) => {
      if (!response.ok) {
        // A crashed worker is gone: start a fresh pool next time.
        for (const r of runners ?? []) r.terminate()
        runners = null
        finish({ kind: 'failed', message: response.message })
        return
      }
      if (response.kind === 'summary') {
        finish({ kind: summarizing ?? 'done', result: response.result, ms: now() - started })
        return
      }
      if (summarizing !== null) return
      merger.add(response.index, response.acc)
      onProgress(merger.fraction)
      if (merger.complete) summarize('done')
      else feed(runner)
    })
    const handle = { cancel: () => summarize('cancelled'), done }
    current = handle
    if (tasks.length === 0) finish({ kind: 'done', result: merger.result(), ms: 0 })
    else for (const runner of pool) feed(runner)
    return handle
  }

  return {
    run,
    size: n,
    dispose: () => {
      current?.cancel()
      for (const r of runners ?? []) r.terminate()
      runners = null
    },
  }
}
