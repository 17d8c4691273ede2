import type { CandidateTool, ToolCallIntent, ToolCallPlan } from './schema.ts'

/** A problem with the plan itself, found before any trace is read; reported, never enforced (seed 001). */
export type PlanIssue =
  | { kind: 'empty-plan'; path: 'plannedSequence'; message: string }
  | { kind: 'unknown-tool'; path: string; toolName: string; message: string }
  | { kind: 'circular-fallback'; path: string; toolName: string; firstPath: string; message: string }

/** One intent of the plan with where it sits: `plannedSequence[2].fallbackOnFailure`. */
export interface PlacedIntent {
  path: string
  /** Its top-level intent's index in `plannedSequence`. */
  index: number
  /** 0 for a top-level intent, 1 for its fallback, 2 for the fallback's fallback, … */
  depth: number
  intent: ToolCallIntent
}

/**
 * Every intent of the plan in reading order: each top-level intent, then its fallback chain. A chain is walked
 * with a loop, so a deeply nested plan cannot overflow the stack.
 * @example placedIntents(plan).map((p) => p.path) // ['plannedSequence[0]', 'plannedSequence[0].fallbackOnFailure']
 */
export function placedIntents(plan: ToolCallPlan): PlacedIntent[] {
  const out: PlacedIntent[] = []
  plan.plannedSequence.forEach((top, index) => {
    let path = `plannedSequence[${index}]`
    let depth = 0
    for (let intent: ToolCallIntent | undefined = top; intent; intent = intent.fallbackOnFailure) {
      out.push({ path, index, depth, intent })
      path += '.fallbackOnFailure'
      depth += 1
    }
  })
  return out
}

/**
 * The plan's own problems, in reading order:
 * - an empty `plannedSequence` (nothing to check a trace against: every call will be beyond the plan);
 * - a `toolName` that is not among the candidate tools, with its path;
 * - a circular fallback: a `fallbackOnFailure` naming a tool already on its own chain (the top-level intent
 *   or an earlier fallback of the same chain), since retrying a tool that just failed is a loop, not a
 *   contingency. Chains of different top-level intents never interact.
 * With no candidate tools at all, names are not checked (there is nothing to check them against).
 * @example checkPlan({ ...plan, plannedSequence: [] }, tools)[0].kind === 'empty-plan'
 */
export function checkPlan(plan: ToolCallPlan, tools: readonly CandidateTool[]): PlanIssue[] {
  const issues: PlanIssue[] = []
  if (plan.plannedSequence.length === 0) {
    issues.push({
      kind: 'empty-plan',
      path: 'plannedSequence',
      message:
        'The plan is empty: plannedSequence has no intents, so every executed call is beyond the plan.',
    })
    return issues
  }
  const known = new Set(tools.map((t) => t.name))
  let chain = new Map<string, string>()
  for (const { path, depth, intent } of placedIntents(plan)) {
    if (depth === 0) chain = new Map()
    const name = intent.toolName
    if (known.size > 0 && !known.has(name)) {
      issues.push({
        kind: 'unknown-tool',
        path,
        toolName: name,
        message: `${path} names “${name}”, which is not among the ${tools.length} candidate tools.`,
      })
    }
    const first = chain.get(name)
    if (first !== undefined) {
      issues.push({
        kind: 'circular-fallback',
        path,
        toolName: name,
        firstPath: first,
        message: `${path} falls back to “${name}”, already on its chain at ${first}: a circular fallback.`,
      })
    } else chain.set(name, path)
  }
  return issues
}
