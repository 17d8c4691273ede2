import {
  ethosSnippet,
  harnessSnippets,
  plannerSnippet,
  praisonaiSnippets,
  selectionSnippet,
  toolCallPlanSnippet,
} from '../../state/engine.ts'
import { useApp } from '../app/store-context.tsx'
import { ConfigCode } from './ConfigCode.tsx'

/** Seed 003: Ethos' AgentLoopConfig options and per-tool maxResultChars (TypeScript). */
export function EthosConfigCode() {
  const resultBudget = useApp((s) => s.scenario.resultBudget)
  const tools = useApp((s) => s.scenario.tools)
  return <ConfigCode id="cc-ethos" snippets={[ethosSnippet({ resultBudget, tools })]} />
}

/** Seed 002: PraisonAI's ManagerConfig (Python) and env lines, from the resolved budgets in the report. */
export function PraisonaiConfigCode() {
  const config = useApp((s) => s.report?.toolBudgets?.config)
  if (!config) return null
  return <ConfigCode id="cc-praisonai" snippets={praisonaiSnippets(config)} />
}

/** Seed 004: TOOL_CATEGORIES, max_tools and select_tools (Python). */
export function SelectionConfigCode() {
  const selection = useApp((s) => s.scenario.selection)
  return <ConfigCode id="cc-selection" snippets={[selectionSnippet(selection)]} />
}

/** Seed 000: the Planner's inputs and the Builder budget (Python). */
export function PlannerConfigCode() {
  const planner = useApp((s) => s.scenario.planner)
  return <ConfigCode id="cc-planner" snippets={[plannerSnippet(planner)]} />
}

/** Seed 001: the DRR-005 ToolCallPlan (JSON). */
export function PlanConfigCode() {
  const plan = useApp((s) => s.scenario.plans.plan)
  return <ConfigCode id="cc-plan" snippets={[toolCallPlanSnippet(plan)]} />
}

/** Issue 25 §3: each harness's settings in its own form (settings.json env, config.toml, context_management, …). */
export function HarnessConfigCode() {
  const edited = useApp((s) => s.scenario.harnessSettings)
  return <ConfigCode id="cc-harnesses" snippets={harnessSnippets(edited)} />
}
