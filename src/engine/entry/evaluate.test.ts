import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { outputSlice, outputText } from '../base/output-text.ts'
import type { Output } from '../base/scenario-core.ts'
import { defaultScenario } from '../defaults.ts'
import type { Scenario } from '../scenario.ts'
import { evaluate } from './evaluate.ts'
import { asksOf, ON_DEMAND_SECTIONS, sectionsForTab } from './report-sections.ts'

const text = (t: string): Output => ({ kind: 'text', text: t })
const scenarioOf = (budget: number, outputs: Output[], tools: Scenario['tools'] = []): Scenario => ({
  ...defaultScenario(),
  resultBudget: { resultBudgetChars: budget, maxToolCallsPerTurn: 20, maxIdenticalToolCalls: 5 },
  tools,
  batches: [{ calls: outputs.map((output) => ({ tool: 'read_file', output, isError: false })) }],
})

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}

describe('evaluate', () => {
  it('opens on the seed story: three read_file calls at 26,666 chars each', () => {
    const report = evaluate(defaultScenario())
    const [batch] = report.batches
    expect(batch?.perCallBudget).toBe(26_666)
    expect(batch?.calls.map((c) => [c.rawChars, c.keptChars, c.marker])).toEqual([
      [45_231, 26_666, '\n[truncated — 45231 chars total]'],
      [12_400, 12_400, null],
      [31_050, 26_666, '\n[truncated — 31050 chars total]'],
    ])
    expect(report.system.seed).toBe('003')
  })

  it('gives a single call the full 80,000', () => {
    const report = evaluate(scenarioOf(80_000, [{ kind: 'sample', chars: 100_000 }]))
    expect(report.batches[0]?.calls[0]?.budgetChars).toBe(80_000)
  })

  it('applies maxResultChars 20,000 even when the share is 80,000', () => {
    const report = evaluate(
      scenarioOf(
        80_000,
        [{ kind: 'sample', chars: 50_000 }],
        [{ name: 'read_file', maxResultChars: 20_000 }],
      ),
    )
    expect(report.batches[0]?.calls[0]).toMatchObject({
      budgetChars: 20_000,
      budgetSource: 'maxResultChars',
      keptChars: 20_000,
      marker: '\n[truncated — 50000 chars total]',
    })
  })

  it('leaves error results untouched', () => {
    const s = scenarioOf(10, [text('x'.repeat(100))])
    const report = evaluate({
      ...s,
      batches: [{ calls: [{ tool: 't', output: text('x'.repeat(100)), isError: true }] }],
    })
    expect(report.batches[0]?.calls[0]).toMatchObject({ truncated: false, deliveredChars: 100 })
  })

  it('gives every batch a fresh budget and marks batches after the stop as not run', () => {
    const s = defaultScenario()
    const one = s.batches[0] as Scenario['batches'][0]
    const report = evaluate({
      ...s,
      resultBudget: { ...s.resultBudget, maxIdenticalToolCalls: 3 },
      batches: [one, one],
    })
    expect(report.batches.map((b) => [b.perCallBudget, b.ranInTurn])).toEqual([
      [26_666, true],
      [26_666, false],
    ])
    expect(report.turn.end.kind).toBe('identical-calls')
  })

  it('handles a batch of zero calls', () => {
    const report = evaluate(scenarioOf(80_000, []))
    expect(report.batches[0]).toMatchObject({ callCount: 0, perCallBudget: 80_000 })
    expect(report.turn.end.kind).toBe('no-tool-calls')
  })

  it('does not mutate its input', () => {
    const s = deepFreeze(defaultScenario())
    expect(() => evaluate(s)).not.toThrow()
  })

  it('evaluates a 50 MB output by its length', () => {
    const report = evaluate(scenarioOf(80_000, [text('a'.repeat(50 * 1024 * 1024))]))
    expect(report.batches[0]?.calls[0]?.marker).toBe('\n[truncated — 52428800 chars total]')
  })

  it('flags a cut that splits an emoji in two (seed 003 slices UTF-16 units)', () => {
    const report = evaluate(scenarioOf(2, [text('a😀b')]))
    expect(report.batches[0]?.calls[0]?.splitsSurrogatePair).toBe(true)
  })
})

describe('evaluate: the sections it is told to compute', () => {
  const onTab = (tab: Scenario['view']['tab']): Scenario => ({
    ...defaultScenario(),
    view: { ...defaultScenario().view, tab },
  })

  it('gives the same report whatever tab the view shows, once the sections are given', () => {
    for (const sections of [[], ON_DEMAND_SECTIONS] as const) {
      const shown = evaluate(onTab('result-budget'), { sections })
      for (const tab of ['cost', 'session'] as const)
        expect(evaluate(onTab(tab), { sections }), `${sections.join('+')} on ${tab}`).toEqual(shown)
    }
  })

  it("computes only the sections named: none by default, each tab's own when asked", () => {
    expect(evaluate(onTab('cost'))).toMatchObject({ replay: null, cost: null, session: null })
    const cost = evaluate(onTab('result-budget'), { sections: sectionsForTab('cost') })
    expect(cost.replay?.columns.length).toBeGreaterThan(0)
    expect(cost.cost?.session.turns.length).toBeGreaterThan(0)
    expect(cost.session).toBeNull()
    const session = evaluate(defaultScenario(), { sections: ['session'] })
    expect([session.replay, session.cost, session.session === null]).toEqual([null, null, false])
  })
})

describe('evaluate: the batch it is told the page shows', () => {
  const twoBatches = (batchIndex: number): Scenario => {
    const s = defaultScenario()
    const second = { calls: [{ tool: 'grep', output: text('x'.repeat(500)), isError: false }] }
    return { ...s, batches: [...s.batches, second], view: { ...s.view, batchIndex } }
  }

  it('compares strategies on the batch passed, never on the one the view names', () => {
    expect(evaluate(twoBatches(1)).strategies.batchIndex).toBe(0)
    expect(evaluate(twoBatches(0), { shownBatch: 1 }).strategies.batchIndex).toBe(1)
    expect(evaluate(twoBatches(0), { shownBatch: 9 }).strategies.batchIndex).toBe(1)
    expect(evaluate(twoBatches(1), asksOf(twoBatches(1).view))).toEqual(
      evaluate(twoBatches(0), { shownBatch: 1 }),
    )
  })
})

describe('sectionsForTab', () => {
  it('names the costly parts each tab shows, and none for the others', () => {
    expect(sectionsForTab('replay')).toEqual(['replay'])
    expect(sectionsForTab('cost')).toEqual(['replay', 'cost'])
    expect(sectionsForTab('session')).toEqual(['session'])
    expect(sectionsForTab('result-budget')).toEqual([])
    expect(sectionsForTab('simulation')).toEqual([])
  })
})

describe('evaluate (properties)', () => {
  const outputs = fc.array(
    fc.oneof(
      fc.string({ maxLength: 300 }).map(text),
      fc.nat(5_000).map((chars): Output => ({ kind: 'sample', chars })),
    ),
    { maxLength: 12 },
  )

  it('keeps a prefix of each output, never longer than its budget, and budgets never sum past B', () => {
    fc.assert(
      fc.property(
        fc.nat(20_000),
        outputs,
        fc.option(fc.nat(2_000), { nil: undefined }),
        (budget, outs, cap) => {
          const s = scenarioOf(budget, outs, [{ name: 'read_file', maxResultChars: cap }])
          const batch = evaluate(s).batches[0]
          if (!batch) return
          expect(batch.totals.budgetChars).toBeLessThanOrEqual(budget || (outs.length === 0 ? 0 : budget))
          batch.calls.forEach((c, i) => {
            const out = outs[i] as Output
            expect(c.keptChars).toBeLessThanOrEqual(c.budgetChars)
            const kept = outputSlice(out, 0, c.keptChars)
            expect(outputText(out).startsWith(kept)).toBe(true)
            expect(c.deliveredChars).toBe(c.keptChars + (c.marker?.length ?? 0))
          })
        },
      ),
    )
  })
})
