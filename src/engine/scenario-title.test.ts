import { describe, expect, it } from 'vitest'
import { defaultScenario } from './defaults.ts'
import { SYSTEM_IDS } from './scenario.ts'
import { describeScenario, STOCK_TITLE, userTitle } from './scenario-title.ts'

describe('the header title (issue 12, defect 9)', () => {
  it('the default title is the stock one, which is no title of the user’s', () => {
    expect(defaultScenario().title).toBe(STOCK_TITLE)
    expect(userTitle(defaultScenario())).toBeNull()
    expect(userTitle({ title: '  ' })).toBeNull()
    expect(userTitle({ title: 'Ethos at 12k' })).toBe('Ethos at 12k')
  })

  it('follows the numbers: a budget of 12,345 says 12,345', () => {
    const s = defaultScenario()
    expect(describeScenario(s, 'result-budget')).toBe('3 parallel read_file calls share 80,000 chars')
    const edited = { ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: 12_345 } }
    expect(describeScenario(edited, 'result-budget')).toBe('3 parallel read_file calls share 12,345 chars')
  })

  it('speaks of the tab shown, each tab its own numbers', () => {
    const s = defaultScenario()
    const titles = SYSTEM_IDS.map((tab) => describeScenario(s, tab))
    expect(new Set(titles).size).toBe(SYSTEM_IDS.length)
    expect(describeScenario(s, 'tool-budgets')).toBe(
      '10,000 tokens per tool output in a 128,000-token window',
    )
    expect(describeScenario(s, 'selection')).toBe('proportional selection: max_tools 8 over 4 categories')
    expect(describeScenario(s, 'planner')).toBe("The builder's call budget over its action log")
    expect(describeScenario(s, 'simulation')).toBe('4 policies × 200 runs on 3 tools')
    expect(describeScenario(s, 'plans')).toBe('Plan plan-1: 1 planned call, UCB')
  })

  it('counts a lone call in the singular, and a scenario without batches', () => {
    const s = defaultScenario()
    const one = { ...s, batches: [{ calls: s.batches[0]?.calls.slice(0, 1) ?? [] }] }
    expect(describeScenario(one, 'result-budget')).toBe('1 read_file call gets 80,000 chars')
    expect(describeScenario({ ...s, batches: [] }, 'result-budget')).toBe(
      'No calls yet: 80,000 chars per batch',
    )
  })
})
