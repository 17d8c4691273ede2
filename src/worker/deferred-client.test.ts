import { describe, expect, it } from 'vitest'
import * as engine from '../engine/index.ts'
import { defaultScenario, encodeShareLink, type Scenario } from '../engine/index.ts'
import { type ClientMaker, deferredEngineClient } from './deferred-client.ts'
import { createEngineClient, type EngineResult } from './engine-client.ts'

const withBudget = (b: number): Scenario => ({
  ...defaultScenario(),
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})

/** A client whose code arrives when the test says (`arrive`) or never (`fail`); underneath, the real one in the page. */
function setup() {
  let arrive: (make: ClientMaker) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = new Promise<ClientMaker>((resolve, reject) => {
    arrive = resolve
    fail = reject
  })
  const results: EngineResult[] = []
  const made: string[] = []
  const client = deferredEngineClient(load, {
    loadInPageEngine: async () => engine,
    onResult: (r) => results.push(r),
  })
  const realMaker: ClientMaker = (options) => {
    made.push('client')
    return createEngineClient(options)
  }
  const settled = () =>
    load.then(
      () => undefined,
      () => undefined,
    )
  return { client, results, made, arrive: () => arrive(realMaker), fail, settled }
}

/** Resolves once `check` holds, polling on the microtask/macrotask queue (no guessed time). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 0))
}

const budgets = (results: EngineResult[]) =>
  results.map((r) => (r.ok ? r.report.batches[0]?.perCallBudget : r.message))

describe('deferredEngineClient', () => {
  it('evaluates only the latest scenario submitted before its code loaded, once it has', async () => {
    const { client, results, made, arrive, settled } = setup()
    client.submit(withBudget(3_000))
    client.submit(withBudget(6_000))
    expect(made).toEqual([])
    arrive()
    await settled()
    await until(() => results.length > 0)
    expect(budgets(results)).toEqual([2_000])
    client.submit(withBudget(9_000))
    await until(() => results.length > 1)
    expect(budgets(results)).toEqual([2_000, 3_000])
    expect(made).toEqual(['client'])
  })

  it('opens a link and encodes one asked for before its code loaded', async () => {
    const { client, arrive } = setup()
    const hash = encodeShareLink(withBudget(7_000))
    const opened = client.open({ kind: 'link', hash })
    const encoded = client.encodeLink(withBudget(7_000))
    arrive()
    expect(await encoded).toBe(hash)
    const result = await opened
    expect(result.kind === 'ok' && result.scenario.resultBudget.resultBudgetChars).toBe(7_000)
  })

  it('says why on every request when its code cannot load', async () => {
    const { client, results, fail, settled } = setup()
    client.submit(withBudget(3_000))
    const opened = client.open({ kind: 'link', hash: '#s=x.y' })
    const encoded = client.encodeLink(defaultScenario())
    fail(new Error('Failed to fetch dynamically imported module'))
    await settled()
    const why =
      "the engine's page code did not load (Failed to fetch dynamically imported module): reload the page"
    await expect(encoded).rejects.toThrow(why)
    expect(await opened).toEqual({ kind: 'error', message: why })
    expect(results).toEqual([{ ok: false, message: why, scenario: withBudget(3_000) }])
    client.submit(withBudget(4_000))
    expect(results.at(-1)).toEqual({ ok: false, message: why, scenario: withBudget(4_000) })
  })

  it('disposed before its code loaded, makes no client and reports nothing', async () => {
    const { client, results, made, arrive, settled } = setup()
    client.submit(withBudget(3_000))
    client.dispose()
    arrive()
    await settled()
    client.submit(withBudget(6_000))
    expect(await client.open({ kind: 'link', hash: '#s=x.y' })).toEqual({
      kind: 'error',
      message: 'disposed',
    })
    expect(made).toEqual([])
    expect(results).toEqual([])
  })
})
