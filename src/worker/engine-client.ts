import type { Report, Scenario } from '../engine/index.ts'
import type { EvaluateRequest, EvaluateResponse } from './protocol.ts'

/** What the page learns from the engine: a report for a scenario, or why there is none. */
export type EngineResult =
  | { ok: true; report: Report; scenario: Scenario }
  | { ok: false; message: string; scenario: Scenario }

export interface EngineClient {
  /** Ask for a report. Only the latest submission matters: older ones still queued are dropped. */
  submit(scenario: Scenario): void
  dispose(): void
}

export interface EngineClientOptions {
  /** Makes the worker; absent where the platform has none (jsdom), and then `evaluateInPage` runs instead. */
  createWorker?: () => Worker
  evaluateInPage: (scenario: Scenario) => Report
  onResult: (result: EngineResult) => void
  /** Consecutive crashes on one scenario before giving up on it and reporting the failure. */
  maxRestarts?: number
}

/**
 * Runs the engine in a worker, keeping only the latest request: while one is being evaluated, newer
 * submissions replace each other and only the last is sent. A crashed worker is replaced and the request
 * re-sent; without a worker the engine runs in the page.
 */
export function createEngineClient(options: EngineClientOptions): EngineClient {
  const { createWorker, evaluateInPage, onResult, maxRestarts = 2 } = options
  if (!createWorker) return inPageClient(evaluateInPage, onResult)

  let worker: Worker | null = null
  let nextId = 1
  let inFlight: EvaluateRequest | null = null
  let queued: Scenario | null = null
  let crashes = 0
  let disposed = false

  const start = (): Worker => {
    const w = createWorker()
    w.onmessage = (event: MessageEvent<EvaluateResponse>) => finish(event.data)
    w.onerror = (event) => {
      event.preventDefault()
      crash(event.message || 'the engine worker crashed')
    }
    w.onmessageerror = () => crash('the engine worker sent a message the page could not read')
    return w
  }

  const send = (scenario: Scenario) => {
    inFlight = { id: nextId++, scenario }
    worker ??= start()
    worker.postMessage(inFlight)
  }

  const finish = (response: EvaluateResponse) => {
    if (!inFlight || response.id !== inFlight.id) return
    const { scenario } = inFlight
    inFlight = null
    crashes = 0
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

  const crash = (message: string) => {
    worker?.terminate()
    worker = null
    if (disposed || !inFlight) return
    const retry = queued ?? inFlight.scenario
    queued = null
    crashes += 1
    if (crashes > maxRestarts) {
      inFlight = null
      crashes = 0
      onResult({ ok: false, message: `The engine worker crashed: ${message}`, scenario: retry })
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
    dispose() {
      disposed = true
      worker?.terminate()
      worker = null
    },
  }
}

function inPageClient(
  evaluateInPage: (s: Scenario) => Report,
  onResult: (r: EngineResult) => void,
): EngineClient {
  return {
    submit(scenario) {
      try {
        onResult({ ok: true, report: evaluateInPage(scenario), scenario })
      } catch (error) {
        onResult({ ok: false, message: error instanceof Error ? error.message : String(error), scenario })
      }
    },
    dispose() {},
  }
}
