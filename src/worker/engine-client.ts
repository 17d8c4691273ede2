import type {
  EncodingId,
  EvaluateOptions,
  OnDemandSection,
  OpenRequest,
  OpenResult,
  Report,
  Scenario,
} from '../engine/index.ts'
import { asksOf } from '../engine/index.ts'
import { answerDeadlineMs } from './answer-deadline.ts'
import { describeOpen, describeScenario } from './describe-input.ts'
import type { AnsweredRequest, WorkerRequest, WorkerResponse } from './protocol.ts'
import type { OpenProgress } from './read-file-text.ts'
import { createTextSender, NOT_HELD } from './text-channel.ts'

/** What the page learns from the engine: a report for a scenario, or why there is none. */
export type EngineResult =
  | { ok: true; report: Report; scenario: Scenario }
  | { ok: false; message: string; scenario: Scenario }

export interface EngineClient {
  /** Ask for a report. Only the latest submission matters: older ones still queued are dropped. */
  submit(scenario: Scenario): void
  /**
   * Turn a share link or a file's text into a scenario (validation runs in the worker). With `file`, the worker
   * reads the text itself from the file (the request's text is ignored): the page never holds or copies it,
   * and `watch.onProgress` hears how far the reading has got. Once `watch.signal` aborts, the page stops
   * waiting (the promise answers `{ kind: 'error', message: 'cancelled' }`) and the worker stops reading.
   */
  open(request: OpenRequest, file?: Blob, watch?: OpenWatch): Promise<OpenResult>
  /**
   * Encode a scenario's share link, an A/B pair's when `pinned` (A) is given (`encodeShareLink`: compressing
   * it would hold the page's thread). Once `signal` aborts, the worker stops encoding it and the promise
   * rejects with the signal's reason.
   */
  encodeLink(scenario: Scenario, pinned?: Scenario, signal?: AbortSignal): Promise<string>
  dispose(): void
}

/** Who follows an open of a file: told its progress, and able to call it off. */
export interface OpenWatch {
  onProgress?: (progress: OpenProgress) => void
  signal?: AbortSignal
}

/** The answer to an open called off through its signal. */
export const CANCELLED_OPEN: OpenResult = { kind: 'error', message: 'cancelled' }

/** The engine functions the page can run itself where there is no Worker (jsdom, very old browsers). */
export interface InPageEngine {
  evaluate: (scenario: Scenario, options?: EvaluateOptions) => Report
  encodingsNeeded: (scenario: Scenario, sections?: readonly OnDemandSection[]) => EncodingId[]
  openScenario: (request: OpenRequest) => OpenResult
  encodeShareLink: (scenario: Scenario, pinned?: Scenario) => string
}

export interface EngineClientOptions {
  /** Makes the worker; absent where the platform has none, and then `loadInPageEngine` is used. */
  createWorker?: () => Worker
  loadInPageEngine: () => Promise<InPageEngine>
  onResult: (result: EngineResult) => void
  /** Consecutive crashes on one request before giving up on it and reporting the failure. */
  maxRestarts?: number
  /**
   * Told when a worker was replaced (it crashed, or stopped answering within `answerDeadlineMs`) and its
   * requests were sent to a new one, with why: the page says so while the result is recomputed.
   */
  onRestart?: (message: string) => void
  /** How long an answer may take before the worker counts as dead; `answerDeadlineMs` unless a test says. */
  deadlineMs?: (request: AnsweredRequest, attempt: number) => number
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs the engine in a worker, keeping only the latest evaluation: while one is being evaluated, newer
 * submissions replace each other and only the last is sent. A worker that crashes, or that does not answer
 * within its deadline (it ended without an error event: `close()`, `terminate()`, a killed process; or it
 * hangs), is replaced and its requests re-sent, and `onRestart` says so; answers from a replaced worker are
 * ignored, so a stale answer never overwrites a newer one. Without a worker the engine runs in the page.
 */
export function createEngineClient(options: EngineClientOptions): EngineClient {
  const {
    createWorker,
    loadInPageEngine,
    onResult,
    maxRestarts = 2,
    onRestart = () => {},
    deadlineMs = answerDeadlineMs,
  } = options
  if (!createWorker) return inPageClient(loadInPageEngine, onResult)

  let worker: Worker | null = null
  let nextId = 1
  let inFlight: { id: number; scenario: Scenario } | null = null
  let queued: Scenario | null = null
  const opens = new Map<
    number,
    {
      request: OpenRequest
      file: Blob | undefined
      resolve: (r: OpenResult) => void
      onProgress?: ((progress: OpenProgress) => void) | undefined
    }
  >()
  const links = new Map<
    number,
    { scenario: Scenario; pinned?: Scenario; resolve: (hash: string) => void; reject: (e: Error) => void }
  >()
  const linkRequest = (id: number, scenario: Scenario, pinned?: Scenario): AnsweredRequest =>
    pinned === undefined ? { type: 'link', id, scenario } : { type: 'link', id, scenario, pinned }
  let crashes = 0
  let disposed = false
  const deadlines = new Map<number, ReturnType<typeof setTimeout>>()

  const post = (message: AnsweredRequest) => {
    worker ??= start()
    try {
      worker.postMessage(message)
    } catch (error) {
      // The request cannot be copied to the worker (a value nested too deep, say): it fails, the worker lives.
      receive({
        type: message.type,
        id: message.id,
        ok: false,
        message: `could not send it to the engine worker: ${errorText(error)}`,
      })
      return
    }
    const ms = deadlineMs(message, crashes)
    deadlines.set(
      message.id,
      setTimeout(
        () => crash(`the engine worker stopped answering (no answer in ${Math.round(ms / 1_000)} s)`, true),
        ms,
      ),
    )
  }

  // Long texts go to the worker once (a 20 MB paste is not copied again on every edit); a new worker has none.
  const texts = createTextSender()
  const start = (): Worker => {
    const w = createWorker()
    // Only the current worker is heard: a replaced one that answers late is out of date by definition.
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      if (w === worker) receive(event.data)
    }
    w.onerror = (event) => {
      event.preventDefault()
      if (w === worker) crash(event.message || 'the engine worker crashed')
    }
    w.onmessageerror = () => {
      if (w === worker) crash('the engine worker sent a message the page could not read')
    }
    return w
  }

  const clearDeadlines = () => {
    for (const timer of deadlines.values()) clearTimeout(timer)
    deadlines.clear()
  }

  const send = (scenario: Scenario) => {
    inFlight = { id: nextId++, scenario }
    // The engine computes the costly parts only when told: those of the tab the scenario's view shows.
    post({
      type: 'evaluate',
      id: inFlight.id,
      asks: asksOf(scenario.view),
      ...texts.pack(scenario),
    })
  }

  const receive = (response: WorkerResponse) => {
    if (response.type === 'progress') {
      const { type: _, id, ...progress } = response
      opens.get(id)?.onProgress?.(progress)
      return
    }
    clearTimeout(deadlines.get(response.id))
    deadlines.delete(response.id)
    crashes = 0
    if (response.type === 'link') {
      const pending = links.get(response.id)
      links.delete(response.id)
      if (response.ok) pending?.resolve(response.hash)
      else pending?.reject(new Error(response.message))
      return
    }
    if (response.type === 'open') {
      const pending = opens.get(response.id)
      opens.delete(response.id)
      if (response.ok && response.texts && 'scenario' in response.result)
        texts.adopt(response.result.scenario, response.texts)
      pending?.resolve(response.ok ? response.result : { kind: 'error', message: response.message })
      return
    }
    if (!inFlight || response.id !== inFlight.id) return
    const { scenario } = inFlight
    inFlight = null
    if (!response.ok && response.message.startsWith(NOT_HELD)) {
      // The worker dropped a text the page counted on (a newer file opened meanwhile): send them all.
      texts.reset()
      send(queued ?? scenario)
      queued = null
      return
    }
    if (queued) {
      // A newer edit arrived meanwhile: this answer is already out of date.
      const next = queued
      queued = null
      send(next)
      return
    }
    onResult(
      response.ok
        ? { ok: true, report: response.report, scenario }
        : { ok: false, message: response.message, scenario },
    )
  }

  const crash = (message: string, silent = false) => {
    worker?.terminate()
    worker = null
    clearDeadlines()
    texts.reset()
    if (disposed) return
    crashes += 1
    const giveUp = crashes > maxRestarts
    const said = silent ? message : `the engine worker crashed (${message})`
    const Said = `${said[0]?.toUpperCase() ?? ''}${said.slice(1)}`
    const waiting = opens.size + links.size + (inFlight ? 1 : 0)
    if (!giveUp && waiting > 0) onRestart(`${Said}, so a new one was started to compute the numbers again.`)
    // Which input, and why: a person can then try a smaller part of it, or the CLI, instead of guessing.
    const times = crashes
    const failure = (input: string) => `${Said}, ${times} times in a row on ${input}: gave up on it`
    if (giveUp) crashes = 0
    for (const [id, pending] of opens) {
      if (giveUp) {
        opens.delete(id)
        pending.resolve({
          kind: 'error',
          message: `${failure(describeOpen(pending.request, pending.file))}.`,
        })
      } else
        post({ type: 'open', id, request: pending.request, ...(pending.file ? { file: pending.file } : {}) })
    }
    for (const [id, pending] of links) {
      if (giveUp) {
        links.delete(id)
        pending.reject(new Error(failure('the share link of this scenario')))
      } else post(linkRequest(id, pending.scenario, pending.pinned))
    }
    if (!inFlight) return
    const retry = queued ?? inFlight.scenario
    queued = null
    if (giveUp) {
      inFlight = null
      onResult({ ok: false, message: `${failure(describeScenario(retry))}.`, scenario: retry })
      return
    }
    send(retry)
  }

  return {
    submit(scenario) {
      if (disposed) return
      if (inFlight) queued = scenario
      else send(scenario)
    },
    open(request, file, watch) {
      return new Promise((resolve) => {
        const signal = watch?.signal
        if (signal?.aborted) return resolve(CANCELLED_OPEN)
        const id = nextId++
        // Cancelled: forgotten here at once (no deadline, no re-send after a crash), its reading stopped.
        const cancel = () => {
          if (!opens.delete(id)) return
          clearTimeout(deadlines.get(id))
          deadlines.delete(id)
          try {
            worker?.postMessage({ type: 'cancel-open', id } satisfies WorkerRequest)
          } catch {
            // a worker that cannot take a message is replaced on its next request
          }
          resolve(CANCELLED_OPEN)
        }
        signal?.addEventListener('abort', cancel, { once: true })
        opens.set(id, {
          request,
          file,
          onProgress: watch?.onProgress,
          resolve: (result) => {
            signal?.removeEventListener('abort', cancel)
            resolve(result)
          },
        })
        post({ type: 'open', id, request, ...(file ? { file } : {}) })
      })
    },
    encodeLink(scenario, pinned, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        const id = nextId++
        // Cancelled: forgotten here at once (no deadline, no re-send after a crash), stopped in the worker.
        const cancel = () => {
          if (!links.delete(id)) return
          clearTimeout(deadlines.get(id))
          deadlines.delete(id)
          try {
            worker?.postMessage({ type: 'cancel-link', id } satisfies WorkerRequest)
          } catch {
            // a worker that cannot take a message is replaced on its next request
          }
          reject(signal?.reason)
        }
        signal?.addEventListener('abort', cancel, { once: true })
        const done = () => signal?.removeEventListener('abort', cancel)
        links.set(id, {
          scenario,
          pinned,
          resolve: (hash) => {
            done()
            resolve(hash)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        post(linkRequest(id, scenario, pinned))
      })
    },
    dispose() {
      disposed = true
      clearDeadlines()
      worker?.terminate()
      worker = null
    },
  }
}

function inPageClient(load: () => Promise<InPageEngine>, onResult: (r: EngineResult) => void): EngineClient {
  let engine: Promise<InPageEngine> | null = null
  const get = () => {
    engine ??= load()
    return engine
  }
  let latest: Scenario | null = null
  return {
    submit(scenario) {
      latest = scenario
      void get().then((e) => {
        if (scenario !== latest) return
        try {
          // The exact tokenizers load in the worker only: in the page, a token measure is an estimate, and the
          // report says so rather than leaving the tokenizer "loading" for ever.
          const asks = asksOf(scenario.view)
          const failures = Object.fromEntries(
            e
              .encodingsNeeded(scenario, asks.sections)
              .map((enc) => [enc, 'exact tokenizers load in the worker only']),
          )
          onResult({ ok: true, report: e.evaluate(scenario, { ...asks, failures }), scenario })
        } catch (error) {
          onResult({ ok: false, message: errorText(error), scenario })
        }
      })
    },
    async open(request, file, watch) {
      try {
        const read = file && 'text' in request ? { ...request, text: await file.text() } : request
        if (watch?.signal?.aborted) return CANCELLED_OPEN
        return (await get()).openScenario(read)
      } catch (error) {
        return { kind: 'error', message: errorText(error) }
      }
    },
    async encodeLink(scenario, pinned, signal) {
      const e = await get()
      signal?.throwIfAborted()
      return e.encodeShareLink(scenario, pinned)
    },
    dispose() {},
  }
}
