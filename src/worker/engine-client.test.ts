import { afterEach, describe, expect, it, vi } from 'vitest'
import * as engine from '../engine/index.ts'
import { defaultScenario, evaluate, type Scenario } from '../engine/index.ts'
import { CANCELLED_OPEN, createEngineClient, type EngineResult } from './engine-client.ts'
import type { AnsweredRequest, WorkerRequest, WorkerResponse } from './protocol.ts'
import type { OpenProgress } from './read-file-text.ts'
import { createTextReceiver } from './text-channel.ts'

/** A stand-in for the browser's Worker (a real boundary): it runs the real engine when told to answer. */
class FakeWorker {
  onmessage: ((e: MessageEvent<WorkerResponse>) => void) | null = null
  onerror: ((e: ErrorEvent) => void) | null = null
  onmessageerror: (() => void) | null = null
  received: WorkerRequest[] = []
  terminated = false
  texts = createTextReceiver()
  postMessage(request: WorkerRequest) {
    this.received.push(request)
  }
  terminate() {
    this.terminated = true
  }
  /** Answers the latest request (or `request`) with the real engine, as the real worker would. */
  answer(request = this.lastAnswered(), fileText?: string) {
    this.onmessage?.({ data: this.respond(request, fileText) } as MessageEvent<WorkerResponse>)
  }
  /** Answers an open that carries a file, reading the file first as the real worker does. */
  async answerWithFile(request = this.lastAnswered()) {
    const text = request.type === 'open' ? await request.file?.text() : undefined
    this.answer(request, text)
  }
  /** The latest request the worker answers (a cancel is not answered). */
  private lastAnswered() {
    return this.received.filter((r) => !r.type.startsWith('cancel-')).at(-1) as AnsweredRequest
  }
  private respond(request: AnsweredRequest, fileText?: string): WorkerResponse {
    if (request.type === 'evaluate') {
      try {
        return {
          type: 'evaluate',
          id: request.id,
          ok: true,
          report: evaluate(this.texts.unpack(request), request.asks),
        }
      } catch (error) {
        return { type: 'evaluate', id: request.id, ok: false, message: (error as Error).message }
      }
    }
    if (request.type === 'link') {
      const hash = engine.encodeShareLink(request.scenario, request.pinned)
      return { type: 'link', id: request.id, ok: true, hash }
    }
    const open =
      fileText !== undefined && 'text' in request.request
        ? { ...request.request, text: fileText }
        : request.request
    const result = engine.openScenario(open)
    return 'scenario' in result
      ? { type: 'open', id: request.id, ok: true, result, texts: this.texts.adopt(result.scenario) }
      : { type: 'open', id: request.id, ok: true, result }
  }
  crash() {
    this.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent)
  }
}

const withBudget = (b: number): Scenario => ({
  ...defaultScenario(),
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})

const budgetOf = (r: WorkerRequest) =>
  r.type === 'evaluate' ? r.scenario.resultBudget.resultBudgetChars : null

function setup() {
  const workers: FakeWorker[] = []
  const results: EngineResult[] = []
  const restarts: string[] = []
  const client = createEngineClient({
    createWorker: () => {
      const w = new FakeWorker()
      workers.push(w)
      return w as unknown as Worker
    },
    loadInPageEngine: async () => engine,
    onResult: (r) => results.push(r),
    onRestart: (m) => restarts.push(m),
  })
  return { client, workers, results, restarts }
}

describe('createEngineClient', () => {
  it('sends only the latest of the edits made while one is evaluated', () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(1_000))
    client.submit(withBudget(2_000))
    client.submit(withBudget(3_000))
    const w = workers[0] as FakeWorker
    expect(w.received.map(budgetOf)).toEqual([1_000])
    w.answer()
    expect(results).toEqual([])
    expect(w.received.map(budgetOf)).toEqual([1_000, 3_000])
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
      {
        ok: false,
        message:
          'The engine worker crashed (boom), 3 times in a row on this scenario (its largest text: the output of iteration 1 call 1, 45,231 chars): gave up on it.',
        scenario: withBudget(9_000),
      },
    ])
    client.submit(withBudget(6_000))
    workers.at(-1)?.answer()
    expect(results.at(-1)?.ok).toBe(true)
  })

  it('opens a share link in the worker', async () => {
    const { client, workers } = setup()
    const opened = client.open({ kind: 'link', hash: '#s=x.y' })
    workers[0]?.answer()
    expect(await opened).toEqual({
      kind: 'error',
      message: 'Share link format "x" is not one this app reads (it reads 1 to 2).',
    })
  })

  it('re-sends a pending open to the replacement of a crashed worker', async () => {
    const { client, workers } = setup()
    const opened = client.open({ kind: 'file', text: '{"version":1}' })
    workers[0]?.crash()
    workers[1]?.answer()
    expect((await opened).kind).toBe('ok')
  })

  it('gives up on an import naming its file and size, and why', async () => {
    const { client, workers } = setup()
    const file = new Blob([new Uint8Array(154 * 1024)])
    const opened = client.open(
      { kind: 'import', text: '', name: 'nock-bombs.json', base: defaultScenario() },
      file,
    )
    for (let i = 0; i < 3; i++) workers.at(-1)?.crash()
    expect(await opened).toEqual({
      kind: 'error',
      message:
        'The engine worker crashed (boom), 3 times in a row on the file “nock-bombs.json” (154 KB): gave up on it.',
    })
  })

  it('posts a long pasted text to the worker once, and again to the worker that replaces a crashed one', () => {
    const { client, workers, results } = setup()
    const text = 'x'.repeat(100_000)
    const pasted = (b: number): Scenario => ({
      ...withBudget(b),
      batches: [{ calls: [{ tool: 'read_file', output: { kind: 'text', text }, isError: false }] }],
    })
    const fresh = (w: FakeWorker | undefined) =>
      (w?.received ?? []).map((r) => (r.type === 'evaluate' ? r.fresh.length : null))
    client.submit(pasted(1_000))
    workers[0]?.answer()
    client.submit(pasted(2_000))
    workers[0]?.answer()
    expect(fresh(workers[0])).toEqual([1, 0])
    client.submit(pasted(3_000))
    workers[0]?.crash()
    workers[1]?.answer()
    expect(fresh(workers[1])).toEqual([1])
    expect(results.map((r) => r.ok && r.report.batches[0]?.calls[0]?.rawChars)).toEqual([
      100_000, 100_000, 100_000,
    ])
  })

  it('encodes a share link in the worker, and re-sends it to the replacement of a crashed worker', async () => {
    const { client, workers } = setup()
    const encoded = client.encodeLink(withBudget(1_234))
    workers[0]?.crash()
    workers[1]?.answer()
    expect(await encoded).toBe(engine.encodeShareLink(withBudget(1_234)))
  })

  it('encodes an A/B pair’s link in the worker, scenario A beside B', async () => {
    const { client, workers } = setup()
    const encoded = client.encodeLink(withBudget(2_000), withBudget(1_000))
    expect(workers[0]?.received).toMatchObject([{ type: 'link', pinned: withBudget(1_000) }])
    workers[0]?.answer()
    expect(await encoded).toBe(engine.encodeShareLink(withBudget(2_000), withBudget(1_000)))
  })

  it('passes on how far a file is read, then its answer, and nothing after', async () => {
    const { client, workers } = setup()
    const seen: OpenProgress[] = []
    const file = new Blob(['{"version":1}'])
    const opened = client.open({ kind: 'import', text: '', base: defaultScenario() }, file, {
      onProgress: (p) => seen.push(p),
    })
    const id = workers[0]?.received[0]?.id ?? 0
    const progress = (p: OpenProgress) =>
      workers[0]?.onmessage?.({ data: { type: 'progress', id, ...p } } as MessageEvent<WorkerResponse>)
    progress({ phase: 'reading', read: 6, total: 13 })
    progress({ phase: 'parsing', read: 13, total: 13 })
    await workers[0]?.answerWithFile()
    progress({ phase: 'reading', read: 13, total: 13 }) // a stray one, after the answer: not heard
    expect((await opened).kind).toBe('ok')
    expect(seen).toEqual([
      { phase: 'reading', read: 6, total: 13 },
      { phase: 'parsing', read: 13, total: 13 },
    ])
  })

  it('cancels an open of a file: the worker is told, the promise answers cancelled, and a crash does not re-send it', async () => {
    const { client, workers } = setup()
    const cancel = new AbortController()
    const file = new Blob(['{"version":1}'])
    const dropped = client.open({ kind: 'import', text: '', base: defaultScenario() }, file, {
      signal: cancel.signal,
    })
    cancel.abort()
    expect(await dropped).toEqual(CANCELLED_OPEN)
    expect(workers[0]?.received.map((r) => r.type)).toEqual(['open', 'cancel-open'])
    expect(workers[0]?.received[1]?.id).toBe(workers[0]?.received[0]?.id)
    workers[0]?.crash()
    expect(workers[1]).toBeUndefined() // nothing was waiting, so nothing was re-sent
    expect(await client.open({ kind: 'file', text: '' }, file, { signal: cancel.signal })).toEqual(
      CANCELLED_OPEN,
    )
  })

  it('cancels a link no longer wanted: the worker is told, the promise rejects, and a crash does not re-send it', async () => {
    const { client, workers } = setup()
    const wanted = new AbortController()
    const dropped = client.encodeLink(withBudget(1_000), undefined, wanted.signal)
    const kept = client.encodeLink(withBudget(2_000))
    wanted.abort()
    await expect(dropped).rejects.toThrow(/abort/i)
    expect(workers[0]?.received.map((r) => r.type)).toEqual(['link', 'link', 'cancel-link'])
    expect(workers[0]?.received[2]?.id).toBe(workers[0]?.received[0]?.id)
    workers[0]?.crash()
    expect(workers[1]?.received).toMatchObject([{ type: 'link', scenario: withBudget(2_000) }])
    workers[1]?.answer()
    expect(await kept).toBe(engine.encodeShareLink(withBudget(2_000)))
    // Already cancelled: nothing is sent.
    await expect(client.encodeLink(withBudget(3_000), undefined, wanted.signal)).rejects.toThrow(/abort/i)
    expect(workers[1]?.received).toHaveLength(1)
  })

  it('asks for the costly sections of the tab the scenario shows and its batch, and the report has exactly those', () => {
    const { client, workers, results } = setup()
    const onTab = (tab: Scenario['view']['tab'], batchIndex = 0) => ({
      ...defaultScenario(),
      view: { ...defaultScenario().view, tab, batchIndex },
    })
    client.submit(onTab('cost'))
    const w = workers[0] as FakeWorker
    expect(w.received.at(-1)).toMatchObject({
      type: 'evaluate',
      asks: { sections: ['replay', 'cost'], shownBatch: 0 },
    })
    w.answer()
    client.submit(onTab('plans', 3))
    expect(w.received.at(-1)).toMatchObject({ type: 'evaluate', asks: { sections: [], shownBatch: 3 } })
    w.answer()
    const [cost, plans] = results.map((r) => (r.ok ? r.report : null))
    expect([cost?.replay === null, cost?.cost === null, cost?.session]).toEqual([false, false, null])
    expect([plans?.replay, plans?.cost, plans?.session]).toEqual([null, null, null])
  })

  it('runs the engine in the page where there is no Worker, latest submission only', async () => {
    const results: EngineResult[] = []
    const client = createEngineClient({
      loadInPageEngine: async () => engine,
      onResult: (r) => results.push(r),
    })
    client.submit(withBudget(1_000))
    client.submit(defaultScenario())
    await new Promise((r) => setTimeout(r, 0))
    expect(results.map((r) => r.ok && r.report.batches[0]?.perCallBudget)).toEqual([26_666])
    expect((await client.open({ kind: 'file', text: 'nope' })).kind).toBe('error')
  })
})

describe('createEngineClient: a worker that stops answering', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('replaces a worker that ended without an error event once its answer is overdue, says so, and recomputes', () => {
    vi.useFakeTimers()
    const { client, workers, results, restarts } = setup()
    client.submit(withBudget(40_000))
    // The worker closed itself (close(), terminate()): no message, no error event, ever.
    vi.advanceTimersByTime(14_000)
    expect(workers).toHaveLength(1)
    vi.advanceTimersByTime(2_000)
    expect(workers[0]?.terminated).toBe(true)
    expect(workers).toHaveLength(2)
    expect(restarts).toEqual([
      'The engine worker stopped answering (no answer in 15 s), so a new one was started to compute the numbers again.',
    ])
    workers[1]?.answer()
    expect(results.map((r) => r.ok && r.report.batches[0]?.perCallBudget)).toEqual([13_333])
  })

  it('never lets a late answer of a replaced worker overwrite the newer result', () => {
    vi.useFakeTimers()
    const { client, workers, results } = setup()
    client.submit(withBudget(40_000))
    const old = workers[0] as FakeWorker
    const stale = old.received[0] as AnsweredRequest
    client.submit(withBudget(20_000)) // the field now reads 20,000
    vi.advanceTimersByTime(16_000)
    const fresh = workers[1] as FakeWorker
    expect(fresh.received.map(budgetOf)).toEqual([20_000])
    fresh.answer()
    old.answer(stale) // the replaced worker wakes up and answers 40,000
    expect(results.map((r) => r.ok && r.report.batches[0]?.perCallBudget)).toEqual([6_666])
  })

  it('gives each replacement twice the time, and gives up with a message after the third silence', () => {
    vi.useFakeTimers()
    const { client, workers, results, restarts } = setup()
    client.submit(withBudget(9_000))
    vi.advanceTimersByTime(15_100)
    vi.advanceTimersByTime(30_000)
    expect(workers).toHaveLength(2) // the second worker has 30 s
    vi.advanceTimersByTime(200)
    expect(workers).toHaveLength(3)
    expect(restarts).toHaveLength(2)
    expect(results).toEqual([])
    vi.advanceTimersByTime(60_400)
    expect(results).toEqual([
      {
        ok: false,
        message:
          'The engine worker stopped answering (no answer in 60 s), 3 times in a row on this scenario (its largest text: the output of iteration 1 call 1, 45,231 chars): gave up on it.',
        scenario: withBudget(9_000),
      },
    ])
    client.submit(withBudget(6_000)) // and the next edit gets a fresh worker and the base deadline
    workers.at(-1)?.answer()
    expect(results.at(-1)?.ok).toBe(true)
  })

  it('a request the page cannot copy to the worker fails with a message, and the worker lives', () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(1_000))
    const w = workers[0] as FakeWorker
    w.answer()
    w.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError')
    }
    client.submit(withBudget(2_000))
    expect(results.at(-1)).toEqual({
      ok: false,
      message: 'could not send it to the engine worker: could not be cloned',
      scenario: withBudget(2_000),
    })
    expect(w.terminated).toBe(false)
  })

  it('has the worker read a file itself, and names the outputs it opened instead of sending them back', async () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(9_000))
    const w = workers[0] as FakeWorker
    w.answer()
    const output = 'x'.repeat(100_000)
    const file = new Blob([JSON.stringify(withOutput(output))])
    const opened = client.open({ kind: 'file', text: '' }, file)
    expect(w.received.at(-1)).toMatchObject({ type: 'open', file })
    await w.answerWithFile()
    const result = await opened
    expect(result.kind).toBe('ok')
    if (result.kind !== 'ok') return
    client.submit(result.scenario)
    const sent = w.received.at(-1) as Extract<WorkerRequest, { type: 'evaluate' }>
    expect(sent.fresh).toEqual([])
    expect(JSON.stringify(sent).length).toBeLessThan(20_000)
    w.answer()
    expect(results.at(-1)).toMatchObject({ ok: true })
    const last = results.at(-1)
    expect(last?.ok && last.report.batches[0]?.calls[0]?.rawChars).toBe(100_000)
  })

  it('sends the texts again when the worker no longer holds one it was told of (a newer file opened meanwhile)', async () => {
    const { client, workers, results } = setup()
    client.submit(withBudget(9_000))
    const w = workers[0] as FakeWorker
    w.answer()
    const first = client.open({ kind: 'file', text: JSON.stringify(withOutput('a'.repeat(100_000))) })
    w.answer()
    const scenario = await first
    if (scenario.kind !== 'ok') throw new Error('not opened')
    // The worker opens another file before the page evaluates the first: it holds only the newer file's texts.
    w.texts.adopt(withOutput('b'.repeat(100_000)))
    client.submit(scenario.scenario)
    w.answer()
    expect(results).toHaveLength(1)
    const resent = w.received.at(-1) as Extract<WorkerRequest, { type: 'evaluate' }>
    expect(resent.fresh.map(([, text]) => text.length)).toEqual([100_000])
    w.answer()
    const last = results.at(-1)
    expect(last?.ok && last.report.batches[0]?.calls[0]?.rawChars).toBe(100_000)
  })
})

const withOutput = (text: string): Scenario => ({
  ...defaultScenario(),
  batches: [{ calls: [{ tool: 'read_file', output: { kind: 'text', text }, isError: false }] }],
})
