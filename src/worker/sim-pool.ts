import type { Plans, SimRequest, SimResponse, SimResult } from '../engine/index.ts'
import { handleSimRequest, planTasks, SimMerger } from '../engine/index.ts'
import { simAnswerDeadlineMs } from './sim-deadline.ts'

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
  /**
   * Starts a simulation; a running one is cancelled first (a newer request replaces an older one). `onRestart`
   * is told when a worker died or stopped answering and a new one took over its block.
   */
  run: (
    plans: Plans,
    onProgress: (fraction: number) => void,
    onRestart?: (message: string) => void,
  ) => SimHandle
  /** How many workers share the runs. */
  readonly size: number
  dispose: () => void
}

/** Something that runs one request at a time: a worker, or the page itself where there is none. */
interface Runner {
  send: (request: SimRequest) => void
  onResponse: (response: SimResponse) => void
  /** The worker reported an error: it is gone. */
  onDeath: (message: string) => void
  terminate: () => void
  /** Whether it can die without a word (a worker can; the page cannot), so its answers need a deadline. */
  mortal: boolean
}

export interface SimPoolOptions {
  /** Makes one worker; absent (jsdom, tests of the view) runs blocks in the page between frames. */
  createWorker?: () => Worker
  /** Workers in the pool, usually `navigator.hardwareConcurrency`. */
  size: number
  now?: () => number
  /** How long a request may take before its worker counts as dead; `simAnswerDeadlineMs` unless a test says. */
  deadlineMs?: (request: SimRequest, attempt: number) => number
}

/** Replacements of a worker on one request before the simulation fails saying why. */
const MAX_RESTARTS = 2

function workerRunner(create: () => Worker): Runner {
  const w = create()
  const runner: Runner = {
    // Copied, not transferred: a summary whose worker dies is sent again to the next one, and a transferred
    // buffer would be gone (detached) by then.
    send: (request) => w.postMessage(request),
    onResponse: () => {},
    onDeath: () => {},
    terminate: () => w.terminate(),
    mortal: true,
  }
  w.onmessage = (event: MessageEvent<SimResponse>) => runner.onResponse(event.data)
  w.onerror = (event) => {
    event.preventDefault()
    runner.onDeath(`a simulation worker crashed (${event.message || 'no message'})`)
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
    onDeath: () => {},
    terminate: () => {},
    mortal: false,
  }
  return runner
}

/** What one simulation does with its answers, and how it hears that a worker died under its request. */
interface SimHandlers {
  answer: (response: SimResponse) => void
  fail: (message: string) => void
  restarted: (message: string) => void
}

/** A request a slot has posted (the first) or holds until its worker is free, with its deadline. */
interface Pending {
  request: SimRequest
  attempt: number
  timer: ReturnType<typeof setTimeout> | null
}

/** One place in the pool: its worker and what it was asked, one request at a time. */
interface Slot {
  runner: Runner
  queue: Pending[]
}

/**
 * A pool of simulation workers, created on the first run (not at page load). Blocks go to whichever worker is
 * idle; the merger sums them in block order, so the numbers are the same for any pool size. A worker that
 * crashes, or does not answer within its deadline (it ended without an error event, or hangs), is replaced and
 * its request sent again (blocks are deterministic, so the numbers do not change); after `MAX_RESTARTS` on one
 * request the simulation fails with the reason. Answers from a replaced worker are ignored.
 * @example const pool = createSimPool({ createWorker: spawnSimWorker, size: navigator.hardwareConcurrency })
 */
export function createSimPool({
  createWorker,
  size,
  now = () => performance.now(),
  deadlineMs = simAnswerDeadlineMs,
}: SimPoolOptions): SimPool {
  const n = Math.max(1, Math.floor(size))
  let nextSim = 1
  let current: { cancel: () => void } | null = null
  // Each simulation's answers go to its own handlers, so an older one still finishing (summarizing after a
  // newer one replaced it) settles too.
  const handlers = new Map<number, SimHandlers>()
  let slots: Slot[] | null = null
  // The running simulation's way to give a slot that fell idle its next block.
  let feedCurrent: ((slot: number) => void) | null = null

  const hire = (slot: number): Runner => {
    const runner = createWorker ? workerRunner(createWorker) : inPageRunner()
    runner.onResponse = (response) => {
      const s = slots?.[slot]
      if (s?.runner !== runner) return // a replaced worker's late answer
      const head = s.queue.shift()
      if (head?.timer) clearTimeout(head.timer)
      handlers.get(response.sim)?.answer(response)
      if (s.queue.length > 0) post(slot)
      else feedCurrent?.(slot)
    }
    runner.onDeath = (message) => die(slot, runner, message)
    return runner
  }

  const ensureSlots = (): Slot[] => {
    slots ??= Array.from({ length: n }, (_, slot) => ({ runner: hire(slot), queue: [] }))
    return slots
  }

  /** Posts the slot's first request, with a deadline when its runner can die without a word. */
  const post = (slot: number) => {
    const s = ensureSlots()[slot] as Slot
    const head = s.queue[0]
    if (!head) return
    const runner = s.runner
    if (runner.mortal) {
      const ms = deadlineMs(head.request, head.attempt)
      head.timer = setTimeout(
        () =>
          die(
            slot,
            runner,
            `a simulation worker stopped answering (no answer in ${Math.round(ms / 1_000)} s)`,
          ),
        ms,
      )
    }
    try {
      runner.send(head.request)
    } catch (error) {
      // It cannot be copied to the worker: that simulation fails with the reason, the worker lives on.
      if (head.timer) clearTimeout(head.timer)
      s.queue.shift()
      handlers
        .get(head.request.sim)
        ?.fail(
          `could not send it to a simulation worker: ${error instanceof Error ? error.message : String(error)}`,
        )
      if (s.queue.length > 0) post(slot)
      else feedCurrent?.(slot)
    }
  }

  const send = (slot: number, request: SimRequest) => {
    const s = ensureSlots()[slot] as Slot
    s.queue.push({ request, attempt: 0, timer: null })
    if (s.queue.length === 1) post(slot)
  }

  /** A worker is gone: a new one takes its slot and its request, or that simulation fails after too many. */
  const die = (slot: number, runner: Runner, message: string) => {
    const s = slots?.[slot]
    if (s?.runner !== runner) return
    runner.terminate()
    s.runner = hire(slot)
    const head = s.queue[0]
    if (!head) return // an idle worker: its replacement waits for work
    if (head.timer) clearTimeout(head.timer)
    const said = `${message[0]?.toUpperCase() ?? ''}${message.slice(1)}`
    const sim = handlers.get(head.request.sim)
    if (head.attempt >= MAX_RESTARTS) {
      s.queue.shift()
      sim?.fail(`${said}, ${head.attempt + 1} times in a row on the same runs: gave up`)
      if (s.queue.length > 0) post(slot)
      else feedCurrent?.(slot)
      return
    }
    head.attempt++
    sim?.restarted(`${said}, so a new one took over its runs.`)
    post(slot)
  }

  const run = (
    plans: Plans,
    onProgress: (fraction: number) => void,
    onRestart: (message: string) => void = () => {},
  ): SimHandle => {
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
    const pool = ensureSlots()
    const feed = (slot: number) => {
      if (stopped || next >= tasks.length || (pool[slot]?.queue.length ?? 0) > 0) return
      const index = next++
      send(slot, { kind: 'task', sim, index, plans, task: tasks[index] as (typeof tasks)[number] })
    }
    const finish = (outcome: SimOutcome) => {
      if (settled) return
      settled = true
      stopped = true
      handlers.delete(sim)
      if (current === handle) current = null
      if (feedCurrent === feed) feedCurrent = null
      settle(outcome)
    }
    // The statistics (percentile sorting included) are computed by a worker, never by the page: an idle one,
    // else the first (after the block it is running).
    const summarize = (kind: 'done' | 'cancelled') => {
      if (summarizing !== null || settled) return
      summarizing = kind
      stopped = true
      const idle = pool.findIndex((s) => s.queue.length === 0)
      const finished = merger.done.map((a) => a ?? null)
      send(idle < 0 ? 0 : idle, { kind: 'summarize', sim, plans, tasks, done: finished })
    }
    handlers.set(sim, {
      answer: (response) => {
        if (!response.ok) return finish({ kind: 'failed', message: response.message })
        if (response.kind === 'summary')
          return finish({ kind: summarizing ?? 'done', result: response.result, ms: now() - started })
        if (summarizing !== null) return
        merger.add(response.index, response.acc)
        onProgress(merger.fraction)
        if (merger.complete) summarize('done')
      },
      fail: (message) => finish({ kind: 'failed', message }),
      restarted: onRestart,
    })
    const handle = { cancel: () => summarize('cancelled'), done }
    current = handle
    feedCurrent = feed
    if (tasks.length === 0) finish({ kind: 'done', result: merger.result(), ms: 0 })
    else for (let slot = 0; slot < pool.length; slot++) feed(slot)
    return handle
  }

  return {
    run,
    size: n,
    dispose: () => {
      current?.cancel()
      for (const s of slots ?? []) {
        for (const p of s.queue) if (p.timer) clearTimeout(p.timer)
        s.runner.terminate()
      }
      slots = null
    },
  }
}
