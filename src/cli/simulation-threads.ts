import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Plans, SimResponse, SimResult } from '../engine/index.ts'
import { planTasks, SimMerger } from '../engine/index.ts'

/** Something that runs blocks off the main thread: a Node worker thread, or a stand-in in tests. */
export interface BlockThread {
  post(message: { kind: 'task'; sim: number; index: number; plans: Plans; task: unknown }): void
  onMessage(listener: (response: SimResponse) => void): void
  onError(listener: (error: Error) => void): void
  terminate(): void
}

// Run from source (tsx), the thread is TypeScript and a boot file registers tsx in it first; in the built CLI
// (scripts/build-cli.mjs) this code is a chunk of dist-cli/, and the thread is the bundle's own simulation-thread.mjs.
const THREAD_FILE = import.meta.url.endsWith('.ts')
  ? './simulation-thread-boot.mjs'
  : './simulation-thread.mjs'

/**
 * A Node worker thread running `simulation-thread.ts`: through tsx from source, or its built `simulation-thread.mjs`;
 * or `file`, another build's thread (tests running the CLI in-process start the built thread in ~30 ms, where a
 * thread from source registers tsx and compiles the engine first, ~0.8 s of CPU).
 */
export function spawnBlockThread(file: URL | string = new URL(THREAD_FILE, import.meta.url)): BlockThread {
  const w = new Worker(file)
  return {
    post: (m) => w.postMessage(m),
    onMessage: (l) => w.on('message', l),
    onError: (l) => w.on('error', l),
    terminate: () => void w.terminate(),
  }
}

export interface ThreadedRun {
  /** `done`: every block; `stopped`: the deadline came first, and the result holds the blocks finished by then. */
  kind: 'done' | 'stopped'
  result: SimResult
  blocksDone: number
  blocks: number
  ms: number
}

export interface ThreadedOptions {
  /** Stop at this many ms after the start (null: no limit). */
  deadlineMs: number | null
  /** Told the share of runs done after each block, and once a second with the time elapsed. */
  onProgress: (p: { fraction: number; blocksDone: number; blocks: number; elapsedMs: number }) => void
  threads?: number
  spawn?: () => BlockThread
  now?: () => number
}

/**
 * Runs `plans`'s simulation over worker threads, block by block as the page's pool does (blocks depend on the
 * scenario alone and are merged in block order, so the numbers are those of `simulate()` for any thread count).
 * The main thread stays free: it reports progress every second even while one block takes minutes, and at the
 * deadline it ends the threads and returns what finished. Rejects when a thread fails.
 * @example await runThreaded(plans, { deadlineMs: 60_000, onProgress: () => {} })
 */
export function runThreaded(plans: Plans, options: ThreadedOptions): Promise<ThreadedRun> {
  const now = options.now ?? (() => performance.now())
  const tasks = planTasks(plans)
  const merger = new SimMerger(plans, tasks)
  const started = now()
  const count = Math.max(1, Math.min(options.threads ?? availableParallelism(), tasks.length))
  const threads: BlockThread[] = []
  let next = 0
  let blocksDone = 0
  return new Promise<ThreadedRun>((resolve, reject) => {
    let settled = false
    const progress = () =>
      options.onProgress({
        fraction: merger.fraction,
        blocksDone,
        blocks: tasks.length,
        elapsedMs: now() - started,
      })
    const finish = (kind: 'done' | 'stopped') => {
      if (settled) return
      settled = true
      clearInterval(ticker)
      clearTimeout(timer)
      for (const t of threads) t.terminate()
      resolve({ kind, result: merger.result(), blocksDone, blocks: tasks.length, ms: now() - started })
    }
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearInterval(ticker)
      clearTimeout(timer)
      for (const t of threads) t.terminate()
      reject(error)
    }
    const feed = (thread: BlockThread) => {
      if (next >= tasks.length) return
      const index = next++
      thread.post({ kind: 'task', sim: 1, index, plans, task: tasks[index] })
    }
    const ticker = setInterval(progress, 1_000)
    const timer =
      options.deadlineMs === null ? undefined : setTimeout(() => finish('stopped'), options.deadlineMs)
    if (tasks.length === 0) return finish('done')
    for (let i = 0; i < count; i++) {
      const thread = (options.spawn ?? spawnBlockThread)()
      threads.push(thread)
      thread.onError(fail)
      thread.onMessage((response) => {
        if (settled) return
        if (!response.ok) return fail(new Error(response.message))
        if (response.kind !== 'task') return fail(new Error('a simulation thread sent a summary unasked'))
        merger.add(response.index, response.acc)
        blocksDone++
        progress()
        if (merger.complete) finish('done')
        else feed(thread)
      })
      feed(thread)
    }
  })
}
