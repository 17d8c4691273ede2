import type { Explore } from '../engine/plans/defaults.ts'
import type { Accumulator } from '../engine/simulate/accumulator.ts'
import { SimMerger } from '../engine/simulate/merge.ts'
import type { SimResult } from '../engine/simulate/stats.ts'
import { planTasks, runTask } from '../engine/simulate/tasks.ts'
import type { SimTaskRequest, SimTaskResponse } from './sim-protocol.ts'

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
  run: (explore: Explore, onProgress: (fraction: number) => void) => SimHandle
  /** How many workers share the runs. */
  readonly size: number
  dispose: () => void
}

/** Something that runs one block: a worker, or the page itself where there is none. */
interface Runner {
  send: (request: SimTaskRequest) => void
  onResponse: (response: SimTaskResponse) => void
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
    send: (request) => w.postMessage(request),
    onResponse: () => {},
    terminate: () => w.terminate(),
  }
  w.onmessage = (event: MessageEvent<SimTaskResponse>) => runner.onResponse(event.data)
  w.onerror = (event) => {
    event.preventDefault()
    runner.onResponse({
      sim: -1,
      index: -1,
      ok: false,
      message: event.message || 'a simulation worker crashed',
    })
  }
  return runner
}

/** Runs each block in the page after a macrotask, so the page paints and takes input between blocks. */
function inPageRunner(): Runner {
  const runner: Runner = {
    send: (request) => {
      setTimeout(() => {
        let response: SimTaskResponse
        try {
          const acc: Accumulator = runTask(request.explore, request.task)
          response = { sim: request.sim, index: request.index, ok: true, acc }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          response = { sim: request.sim, index: request.index, ok: false, message }
        }
        runner.onResponse(response)
      }, 0)
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

  const ensureRunners = (): Runner[] => {
    runners ??= Array.from({ length: n }, () => (createWorker ? workerRunner(createWorker) : inPageRunner()))
    return runners
  }

  const run = (explore: Explore, onProgress: (fraction: number) => void): SimHandle => {
    current?.cancel()
    const sim = nextSim++
    const tasks = planTasks(explore)
    const merger = new SimMerger(explore, tasks)
    const started = now()
    let next = 0
    let stopped = false
    let settle: (outcome: SimOutcome) => void = () => {}
    const done = new Promise<SimOutcome>((resolve) => {
      settle = resolve
    })
    const finish = (outcome: SimOutcome) => {
      if (stopped) return
      stopped = true
      if (current === handle) current = null
      settle(outcome)
    }
    const pool = ensureRunners()
    const feed = (runner: Runner) => {
      if (stopped || next >= tasks.length) return
      const index = next++
      runner.send({ sim, index, explore, task: tasks[index] as (typeof tasks)[number] })
    }
    for (const runner of pool) {
      runner.onResponse = (response) => {
        if (response.sim !== sim && response.sim !== -1) return
        if (!response.ok) {
          // A crashed worker is gone: start a fresh pool next time.
          for (const r of runners ?? []) r.terminate()
          runners = null
          finish({ kind: 'failed', message: response.message })
          return
        }
        merger.add(response.index, response.acc)
        onProgress(merger.fraction)
        if (merger.complete) finish({ kind: 'done', result: merger.result(), ms: now() - started })
        else feed(runner)
      }
    }
    const handle = {
      cancel: () => finish({ kind: 'cancelled', result: merger.result(), ms: now() - started }),
      done,
    }
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
