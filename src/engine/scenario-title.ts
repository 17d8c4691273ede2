import { plural } from './base/plural.ts'
import type { Scenario, SystemId } from './scenario.ts'

/**
 * The title every default scenario has carried (scenario versions 1–3, their frozen link defaults and the shipped
 * default.json): it describes the Result budget tab's numbers, so it is treated as no title of the user's.
 */
export const STOCK_TITLE = 'Three parallel read_file calls share 80,000 chars'

const n = (v: number) => v.toLocaleString('en-US')

/**
 * The title the user gave the scenario, or null when it has none of theirs (empty, or the stock default title,
 * which only described the default numbers).
 * @example userTitle({ ...defaultScenario(), title: 'Ethos at 12k' }) === 'Ethos at 12k'
 */
export function userTitle(scenario: Pick<Scenario, 'title'>): string | null {
  const t = scenario.title.trim()
  return t === '' || t === STOCK_TITLE ? null : scenario.title
}

/** What a batch's calls are, in a few words: `3 parallel read_file calls`, `2 calls`, `1 web_search call`. */
function callsOf(scenario: Scenario, index: number): string {
  const calls = scenario.batches[index]?.calls ?? []
  const tools = new Set(calls.map((c) => c.tool))
  const tool = tools.size === 1 ? `${[...tools][0]} ` : ''
  return `${calls.length > 1 ? `${n(calls.length)} parallel ` : `${n(calls.length)} `}${tool}call${calls.length === 1 ? '' : 's'}`
}

/**
 * A title made from the numbers of the tab on screen, for a scenario with no title of the user's: it follows every
 * edit and link (a budget of 12,345 says 12,345) and speaks of the tab shown, not the Result budget's.
 * @example describeScenario(defaultScenario(), 'result-budget') === '3 parallel read_file calls share 80,000 chars'
 */
export function describeScenario(scenario: Scenario, tab: SystemId): string {
  switch (tab) {
    case 'result-budget': {
      const count = scenario.batches[0]?.calls.length ?? 0
      const budget = `${n(scenario.resultBudget.resultBudgetChars)} chars`
      if (count === 0) return `No calls yet: ${budget} per batch`
      return `${callsOf(scenario, 0)} ${count === 1 ? 'gets' : 'share'} ${budget}`
    }
    case 'strategies': {
      const s = scenario.strategies
      const i = Math.min(scenario.view.batchIndex, Math.max(0, scenario.batches.length - 1))
      return `${s.trim} trim, ${s.split} split, in ${s.measure}: batch #${i + 1}, ${callsOf(scenario, i)}`
    }
    case 'token-budgets': {
      const tb = scenario.toolBudgets
      return `${n(tb.defaultToolOutputMax)} tokens per tool output in a ${n(tb.window.modelTokens)}-token window`
    }
    case 'selection': {
      const s = scenario.selection
      const generated =
        s.generated.categories * s.generated.toolsPerCategory > 0 ? ' (and generated ones)' : ''
      return `${s.strategy} selection: max_tools ${n(s.maxTools)} over ${plural(s.categories.length, 'category', 'categories')}${generated}`
    }
    case 'planner':
      return `The ${scenario.planner.role}'s call budget over its action log`
    case 'explore': {
      const p = scenario.plans
      return `${plural(p.simulation.policies.length, 'policy', 'policies')} × ${plural(p.simulation.runs, 'run')} on ${plural(p.tools.length, 'tool')}`
    }
    case 'plans': {
      const plan = scenario.plans.plan
      return `Plan ${plan.planId}: ${plural(plan.plannedSequence.length, 'planned call')}, ${plan.planningContext.policy.strategy}`
    }
    case 'replay':
      return `${plural(scenario.batches.length, 'iteration')} replayed`
    case 'cost':
      return `${plural(scenario.cost.turns, 'turn')} of ${scenario.cost.model}`
    case 'session':
      return `${plural(scenario.cost.turns, 'turn')} replayed call by call under each harness`
  }
}
