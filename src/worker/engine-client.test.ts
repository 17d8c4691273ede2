import { describe, expect, it } from 'vitest'
import { defaultScenario, evaluate, type Scenario } from '../engine/index.ts'
import { createEngineClient, type EngineResult } from './engine-client.ts'
import type { EvaluateRequest, EvaluateResponse } from './protocol.ts'

/** A stand-in for the browser's Worker (a real boundary): it runs the real engine when told to answer. */
class FakeWorker {
  onmessage: ((e: MessageEvent<EvaluateResponse>) => void) | null = null
  onerror: ((e: ErrorEvent) => void) | null = null
  onmessageerror: (() => void) | null = null
  received: EvaluateRequest[] = []
  terminated = false
  postMessage(request: EvaluateRequest) {
    this.received.push(request)
  }
  terminate() {
    this.terminated = true
  }
  answer() {
    const request = this.received.at(-1) as EvaluateRequest
    this.onmessage?.({
      data: { id: request.id, ok: true, report: evaluate(request.scenario) },
    } as MessageEvent<EvaluateResponse>)
  }
  crash() {
    this.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent)
  }
}

const withBudget = (b: number): Scenario => ({
  ...defaultScenario(),
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})

function setup() {
  const workers: FakeWorker[] = []
  const results: EngineResult[] = []
  const client = createEngineClient({
    createWorker: () => {
      const w = new FakeWorker()
      workers.push(w)
      return w as unknown as Worker
    },
    evaluateInPage: evaluate,
    onResult: (r) => results.push(r),
  })
  return { client, workers, results }
}

describe('createEngineClient', () => {
  it('sends only the latest of the edits made while one is evaluated', () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(1_000))
    client.submit(withBudget(2_000))
    client.submit(withBudget(3_000))
    const w = workers[0] as FakeWorker
    expect(w.received.map((r) => r.scenario.resultBudget.resultBudgetChars)).toEqual([1_000])
    w.answer()
    expect(results).toEqual([])
    expect(w.received.map((r) => r.scenario.resultBudget.resultBudgetChars)).toEqual([1_000, 3_000])
    w.answer()
    expect(results.map((r) => r.ok && r.report.batches[0]?.perCallBudget)).toEqual([1_000])
  })

  it('replaces a crashed worker and re-sends the request', () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(9_000))
    workers[0]?.crash()
    expect(workers[0]?.terminated).toBe(true)
    expect(workers).toHaveLength(2)
    workers[1]?.answer()
    expect(results.map((r) => r.ok && r.report.batches[0]?.perCallBudget)).toEqual([3_000])
  })

  it('reports the failure after repeated crashes on one scenario, and keeps working after', () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(9_000))
    for (let i = 0; i < 3; i++) workers.at(-1)?.crash()
    expect(results).toEqual([
      { ok: false, message: 'The engine worker crashed: boom', scenario: withBudget(9_000) },
    ])
    client.submit(withBudget(6_000))
    workers.at(-1)?.answer()
    expect(results.at(-1)?.ok).toBe(true)
  })

  it('runs the engine in the page where there is no Worker', () => {
    const results: EngineResult[] = []
    const client = createEngineClient({ evaluateInPage: evaluate, onResult: (r) => results.push(r) })
    client.submit(defaultScenario())
    expect(results[0]?.ok && results[0].report.batches[0]?.perCallBudget).toBe(26_666)
  })
})
