import { defaultCost } from './cost/schema.ts'
import { defaultPlanner } from './planner/defaults.ts'
import { defaultPlans } from './plans/defaults.ts'
import type { Scenario } from './scenario.ts'
import { defaultSelection } from './selection/defaults.ts'
import { defaultStrategies } from './strategies/defaults.ts'
import { defaultToolBudgets } from './tool-budgets/defaults.ts'

/**
 * The scenario the app opens on: seed 003's own story, three parallel `read_file` calls sharing the default
 * 80,000-char budget (26,666 each). The first output is the 45,231 chars the seed's prose uses for its marker.
 */
export function defaultScenario(): Scenario {
  return {
    version: 3,
    title: 'Three parallel read_file calls share 80,000 chars',
    resultBudget: { resultBudgetChars: 80_000, maxToolCallsPerTurn: 20, maxIdenticalToolCalls: 5 },
    tools: [{ name: 'read_file' }],
    batches: [
      {
        calls: [
          { tool: 'read_file', output: { kind: 'sample', chars: 45_231 }, isError: false },
          { tool: 'read_file', output: { kind: 'sample', chars: 12_400 }, isError: false },
          { tool: 'read_file', output: { kind: 'sample', chars: 31_050 }, isError: false },
        ],
      },
    ],
    planner: defaultPlanner(),
    selection: defaultSelection(),
    strategies: defaultStrategies(),
    toolBudgets: defaultToolBudgets(),
    plans: defaultPlans(),
    cost: defaultCost(),
    view: { tab: 'result-budget', batchIndex: 0, planEditor: 'form' },
  }
}
