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
    expect(r.scenario.version).toBe(2)
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
    expect(!r.ok && describeIssues(r.issues)).toBe('version: version 7 is newer than this app reads (2)')
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
      issues: [{ path: 'version', message: 'a scenario must be a JSON object' }],
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
