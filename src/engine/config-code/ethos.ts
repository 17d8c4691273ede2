import { type ConfigSnippet, commentText, grouped, quote } from '../base/snippet.ts'
import type { Scenario } from '../scenario.ts'

/** Where the names below come from: Ethos' agent loop options and its tools' own cap. */
export const ETHOS_SOURCE =
  'ethosagent/ethos · packages/core/src/agent-loop.ts (AgentLoopConfig.options) and packages/types/src/tool.ts (Tool.maxResultChars)'

/**
 * Ethos' settings as TypeScript: `AgentLoopConfig.options` (resultBudgetChars and the two turn guards) and
 * each tool's `maxResultChars` (seed 003). Ethos today's consecutive-identical guard and budget floor are not
 * options of that config: they are written as comments, with their values.
 * @example ethosSnippet(defaultScenario()).code.includes('resultBudgetChars: 80_000,') === true
 */
export function ethosSnippet(scenario: Pick<Scenario, 'resultBudget' | 'tools'>): ConfigSnippet {
  const b = scenario.resultBudget
  const capped = scenario.tools.filter((t) => t.maxResultChars !== undefined)
  const preTrims = scenario.tools.filter((t) => t.preTrims).map((t) => commentText(t.name))
  const lines = [
    "import type { AgentLoopConfig } from '@ethosagent/core'",
    "import type { Tool } from '@ethosagent/types'",
    '',
    '// Ethos (seed 003): the result budget and turn guards, as this scenario sets them.',
    "export const options: AgentLoopConfig['options'] = {",
    `  resultBudgetChars: ${grouped(b.resultBudgetChars)}, // per parallel batch, split evenly: floor(budget / calls)`,
    `  maxToolCallsPerTurn: ${grouped(b.maxToolCallsPerTurn)},`,
    `  maxIdenticalToolCalls: ${grouped(b.maxIdenticalToolCalls)}, // same tool name, arguments ignored`,
    '}',
  ]
  if (b.maxConsecutiveIdenticalCalls !== undefined || b.resultBudgetFloorChars !== undefined) {
    lines.push('// Ethos today, built into its loop (not options of this config):')
    if (b.maxConsecutiveIdenticalCalls !== undefined)
      lines.push(
        `//   stop after ${b.maxConsecutiveIdenticalCalls} consecutive calls with the same name and JSON of arguments`,
      )
    if (b.resultBudgetFloorChars !== undefined)
      lines.push(
        `//   the batch budget never goes below ${b.resultBudgetFloorChars.toLocaleString('en-US')} chars`,
      )
  }
  lines.push(
    '',
    "// Each tool's own ceiling: budget = min(perCallBudget, tool.maxResultChars ?? perCallBudget).",
    "export const toolCaps: Pick<Tool, 'name' | 'maxResultChars'>[] = [",
    ...capped.map((t) => `  { name: ${quote(t.name)}, maxResultChars: ${grouped(t.maxResultChars ?? 0)} },`),
    ']',
  )
  if (preTrims.length > 0)
    lines.push(
      `// Pre-trim in execute() to ctx.resultBudgetChars (the post-trim then leaves them alone): ${preTrims.join(', ')}`,
    )
  return {
    id: 'ethos',
    title: 'Ethos AgentLoopConfig options and per-tool maxResultChars',
    language: 'typescript',
    code: lines.join('\n'),
    source: ETHOS_SOURCE,
  }
}
