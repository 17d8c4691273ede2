import { describe, expect, it } from 'vitest'
import { defaultScenario } from './defaults.ts'
import { describeIssues, parseScenario } from './parse-scenario.ts'

describe('parseScenario', () => {
  it('accepts the default scenario unchanged', () => {
    expect(parseScenario(defaultScenario())).toEqual({ ok: true, scenario: defaultScenario() })
  })

  it('fills defaults for what a hand-written file leaves out', () => {
    const r = parseScenario({
      version: 1,
      batches: [{ calls: [{ tool: 'x', output: { kind: 'text', text: 'hi' } }] }],
    })
    expect(r.ok && r.scenario.resultBudget).toEqual({
      resultBudgetChars: 80_000,
      maxToolCallsPerTurn: 20,
      maxIdenticalToolCalls: 5,
    })
    expect(r.ok && r.scenario.batches[0]?.calls[0]?.isError).toBe(false)
  })

  it('migrates the version 0 shape (flat calls, bare budget)', () => {
    const r = parseScenario({
      version: 0,
      budget: 40_000,
      calls: [{ tool: 'grep', output: { kind: 'sample', chars: 10 } }],
    })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.scenario.version).toBe(4)
    expect(r.scenario.resultBudget.resultBudgetChars).toBe(40_000)
    expect(r.scenario.batches[0]?.calls[0]?.tool).toBe('grep')
  })

  it("migrates version 1, where seed 001's section was called explore", () => {
    const plans = { ...defaultScenario().plans, tools: [] }
    const r = parseScenario({ version: 1, explore: plans })
    expect(r.ok && r.scenario.plans).toEqual(plans)
    expect(r.ok && 'explore' in r.scenario).toBe(false)
  })

  it('rejects a newer version with a clear message', () => {
    const r = parseScenario({ version: 7 })
    expect(!r.ok && describeIssues(r.issues)).toBe('version: version 7 is newer than this app reads (4)')
  })

  it('names the path of a wrong field type', () => {
    const r = parseScenario({
      version: 1,
      batches: [{ calls: [{ tool: 42, output: { kind: 'text', text: '' } }] }],
    })
    expect(!r.ok && r.issues[0]?.path).toBe('batches[0].calls[0].tool')
  })

  it.each([
    [-1, 'resultBudgetChars cannot be negative'],
    [1.5, 'resultBudgetChars must be a whole number of chars'],
    [1e12, 'resultBudgetChars is at most 1,000,000,000'],
    ['80000', 'resultBudgetChars must be a number'],
  ])('rejects resultBudgetChars %s', (value, message) => {
    const r = parseScenario({ version: 1, resultBudget: { resultBudgetChars: value } })
    expect(!r.ok && r.issues[0]).toEqual({ path: 'resultBudget.resultBudgetChars', message })
  })

  it('rejects something that is not an object', () => {
    expect(parseScenario([1, 2])).toEqual({
      ok: false,
      issues: [
        {
          path: '(scenario)',
          message: 'this JSON is an array, not a scenario (a scenario is a JSON object)',
        },
      ],
      looksLike: 'other',
    })
  })

  it('points a view past the last batch at the last batch', () => {
    const r = parseScenario({ version: 1, batches: [{ calls: [] }, { calls: [] }], view: { batchIndex: 7 } })
    expect(r.ok && r.scenario.view.batchIndex).toBe(1)
  })

  it('keeps hostile tool names as plain strings', () => {
    const names = ['__proto__', 'constructor', '<img src=x onerror=alert(1)>']
    const r = parseScenario({
      version: 1,
      batches: [{ calls: names.map((tool) => ({ tool, output: { kind: 'text', text: '' } })) }],
    })
    expect(r.ok && r.scenario.batches[0]?.calls.map((c) => c.tool)).toEqual(names)
  })
})

describe('parseScenario on values that arrived already parsed', () => {
  const call = (args: unknown) => ({ tool: 'a', output: { kind: 'sample', chars: 5 }, args })
  const nestedArgs = (depth: number) => {
    let v: unknown = 1
    for (let i = 0; i < depth; i++) v = [v]
    return v
  }
  const fallbacks = (depth: number) => {
    let intent: Record<string, unknown> = { toolName: 'last' }
    for (let i = 0; i < depth; i++) intent = { toolName: `t${i}`, fallbackOnFailure: intent }
    return {
      version: 2,
      plans: { plan: { planningContext: { policy: { strategy: 'Greedy' } }, plannedSequence: [intent] } },
    }
  }

  it('refuses call arguments nested 10,000 deep with the path and the limit, instead of overflowing the stack', () => {
    const r = parseScenario({ version: 2, batches: [{ calls: [call(nestedArgs(10_000))] }] })
    expect(r).toEqual({
      ok: false,
      issues: [
        {
          path: 'batches[0].calls[0].args[0]…[0][0][0]',
          message: 'nested more than 200 levels deep (the limit)',
        },
      ],
    })
  })

  it('refuses plan fallbacks chained 10,000 deep (their schema recurses once per fallback)', () => {
    const r = parseScenario(fallbacks(10_000))
    expect(!r.ok && r.issues[0]).toEqual({
      path: 'plans.plan.plannedSequence[0].fallbackOnFailure.fallbackOnFailure….fallbackOnFailure.fallbackOnFailure.fallbackOnFailure',
      message: 'nested more than 200 levels deep (the limit)',
    })
  })

  it('accepts fallbacks chained 90 deep', () => {
    expect(parseScenario(fallbacks(90)).ok).toBe(true)
  })

  it('refuses NaN and Infinity in call arguments, naming the field', () => {
    const r = parseScenario({ version: 2, batches: [{ calls: [call({ n: Number.NaN })] }] })
    expect(!r.ok && r.issues[0]).toEqual({
      path: 'batches[0].calls[0].args.n',
      message: 'NaN is not a finite number',
    })
    const inf = parseScenario({ version: 2, batches: [{ calls: [call([Number.NEGATIVE_INFINITY])] }] })
    expect(!inf.ok && inf.issues[0]?.message).toBe('-Infinity is not a finite number')
  })
})

describe('parseScenario on JSON that is not a scenario', () => {
  it('says a tsconfig is not a scenario, naming its keys', () => {
    const r = parseScenario({ compilerOptions: { strict: true }, include: ['src'] })
    expect(r).toEqual({
      ok: false,
      looksLike: 'other',
      issues: [
        {
          path: '(scenario)',
          message:
            'this JSON is not a scenario: none of its keys ("compilerOptions", "include") is a scenario\'s (a scenario has version, batches, tools…)',
        },
      ],
    })
  })

  it('refuses an unknown top-level key beside known ones (a misspelt key would silently open as the default)', () => {
    const r = parseScenario({ version: 2, batchs: [] })
    expect(!r.ok && r.issues[0]?.message).toMatch(/^unknown top-level key "batchs" /)
  })

  it('recognises transcripts and tool lists, for an importer to take over', () => {
    expect(parseScenario([{ role: 'user', content: 'hi' }])).toMatchObject({
      ok: false,
      looksLike: 'transcript',
    })
    expect(parseScenario({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })).toMatchObject({
      looksLike: 'transcript',
    })
    expect(parseScenario({ tools: [{ name: 'f', input_schema: {} }] })).toMatchObject({
      looksLike: 'tool-list',
    })
    expect(parseScenario([{ type: 'function', function: { name: 'f' } }])).toMatchObject({
      looksLike: 'tool-list',
    })
  })

  it('still opens an empty object (every field defaulted), a $schema key and the keys of older versions', () => {
    expect(parseScenario({}).ok).toBe(true)
    expect(parseScenario({ $schema: './scenario.schema.json', version: 2 }).ok).toBe(true)
    expect(parseScenario({ version: 1, explore: defaultScenario().plans }).ok).toBe(true)
    expect(parseScenario({ version: 0, budget: 5, calls: [] }).ok).toBe(true)
  })
})
