import { type ComponentType, lazy } from 'react'
import type { SystemId } from '../../engine/index.ts'
import ResultBudgetView from '../result-budget/ResultBudgetView.tsx'

/** One reproduced system: its tab, the published source its numbers follow, and its view. */
export interface SystemEntry {
  id: SystemId
  /** The tab's label. */
  label: string
  /** Which system's behaviour the view shows, as the header says it. */
  source: string
  View: ComponentType
}

/**
 * The tabs, in order. The first view is in the initial bundle; register the others with
 * `View: lazy(() => import('…View.tsx'))`, so each new system costs the first paint nothing.
 */
export const SYSTEMS: readonly SystemEntry[] = [
  {
    id: 'result-budget',
    label: 'Result budget',
    source: 'Ethos result budget · seed 003',
    View: ResultBudgetView,
  },
  {
    id: 'strategies',
    label: 'Strategies compared',
    source: 'Trims and splits of Ethos (003), PraisonAI (002), Codex CLI, Claude Code, and ours',
    View: lazy(() => import('../strategies/StrategiesView.tsx')),
  },
  {
    id: 'token-budgets',
    label: 'Token budgets & window',
    source: 'PraisonAI per-tool token budgets and context budgeter · seed 002',
    View: lazy(() => import('../token-budgets/TokenBudgetsView.tsx')),
  },
  {
    id: 'selection',
    label: 'Tool selection',
    source: 'WhatsApp assistant tool selection · seed 004',
    View: lazy(() => import('../selection/SelectionView.tsx')),
  },
  {
    id: 'planner',
    label: 'Planner call budgets',
    source: 'FTL agents call budgets · seed 000',
    View: lazy(() => import('../planner/PlannerView.tsx')),
  },
  {
    id: 'explore',
    label: 'Explore / exploit',
    source: 'DRR-005 explore/exploit policies · seed 001 (our implementation)',
    View: lazy(() => import('../explore/ExploreView.tsx')),
  },
  {
    id: 'plans',
    label: 'Plans & sentinel',
    source: 'DRR-005 tool-call plans and sentinel · seed 001 (our implementation)',
    View: lazy(() => import('../plans/PlansView.tsx')),
  },
  {
    id: 'replay',
    label: 'Replay',
    source: 'The batches under the seed frameworks, eight agent harnesses and your settings',
    View: lazy(() => import('../replay/ReplayView.tsx')),
  },
  {
    id: 'session',
    label: 'Session',
    source:
      'The session LLM call by LLM call under each harness: the window by part, its events, what was lost',
    View: lazy(() => import('../session/SessionView.tsx')),
  },
  {
    id: 'cost',
    label: 'Cost',
    source: 'Tokens and dollars over a session, from the providers’ list prices (ours)',
    View: lazy(() => import('../cost/CostView.tsx')),
  },
]

/** The entry for a tab, falling back to the first (a link may name a tab this build does not have). */
export function systemFor(id: SystemId): SystemEntry {
  return SYSTEMS.find((s) => s.id === id) ?? (SYSTEMS[0] as SystemEntry)
}
