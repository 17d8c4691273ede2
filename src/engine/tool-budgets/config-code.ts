import { type ConfigSnippet, quote } from '../base/snippet.ts'
import type { ResolvedConfig } from './resolve.ts'
import { thousands } from './truncate.ts'

/** Where the field names below come from: PraisonAI's context manager (`ManagerConfig`, `PerToolBudget`). */
export const MANAGER_CONFIG_SOURCE =
  'MervinPraison/PraisonAI · src/praisonai-agents/praisonaiagents/context/manager.py (ManagerConfig, PerToolBudget, from_env)'

const py = quote

/**
 * The env var PraisonAI's `ManagerConfig.from_env` reads for `default_tool_output_max` (an `int(...)`, so no
 * separators).
 * @example envLine(resolved) === 'PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=10000'
 */
export function envLine(config: ResolvedConfig): string {
  return `PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=${config.defaultToolOutputMax}`
}

/**
 * Every setting `ManagerConfig.from_env` can take from this scenario, as shell `export` lines: the default
 * per-tool budget and the output reserve (per-tool budgets and protected tools have no env var: they need code).
 * @example envLines(resolved).split('\n')[1] === 'export PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=10000'
 */
export function envLines(config: ResolvedConfig): string {
  return [
    '# PraisonAI (seed 002): read by ManagerConfig.from_env(); per-tool budgets need code',
    `export ${envLine(config)}`,
    `export PRAISONAI_CONTEXT_OUTPUT_RESERVE=${config.outputReserve}`,
  ].join('\n')
}

/**
 * PraisonAI's settings as code: the `ManagerConfig` (Python) with a `PerToolBudget` per tool, and the env lines.
 * @example praisonaiSnippets(resolved).map((s) => s.language) // ['python', 'shell']
 */
export function praisonaiSnippets(config: ResolvedConfig): ConfigSnippet[] {
  return [
    {
      id: 'praisonai',
      title: 'PraisonAI ManagerConfig with PerToolBudget entries',
      language: 'python',
      code: managerConfigSnippet(config),
      source: MANAGER_CONFIG_SOURCE,
    },
    {
      id: 'praisonai-env',
      title: 'PraisonAI environment (ManagerConfig.from_env)',
      language: 'shell',
      code: envLines(config),
      source: MANAGER_CONFIG_SOURCE,
    },
  ]
}

/**
 * The same settings as a `ManagerConfig(...)` call with `PerToolBudget` entries and `protected_tools`, field
 * names as in PraisonAI's code. Shares of the window are written as the tokens they resolve to.
 * @example managerConfigSnippet(resolved).startsWith('from praisonaiagents import ManagerConfig, PerToolBudget')
 */
export function managerConfigSnippet(config: ResolvedConfig): string {
  const lines = [
    'from praisonaiagents import ManagerConfig, PerToolBudget',
    '',
    'config = ManagerConfig(',
    `    default_tool_output_max=${config.defaultToolOutputMax},`,
    `    output_reserve=${config.outputReserve},`,
  ]
  if (config.tools.length > 0) {
    lines.push('    tool_budgets={')
    for (const t of config.tools) {
      lines.push(
        `        ${py(t.name)}: PerToolBudget(tool_name=${py(t.name)}, max_output_tokens=${t.maxTokens}, protected=${t.protected ? 'True' : 'False'}),`,
      )
    }
    lines.push('    },')
  }
  const protectedTools = config.tools.filter((t) => t.protected).map((t) => py(t.name))
  if (protectedTools.length > 0) lines.push(`    protected_tools=[${protectedTools.join(', ')}],`)
  lines.push(')')
  return lines.join('\n')
}

/**
 * The budget part of PraisonAI's `/context config`, in the seed's layout (`default_tool_max`, then each tool,
 * `(protected)` marked).
 * @example contextConfigText(resolved).split('\n')[1] === '  default_tool_max:       10,000'
 */
export function contextConfigText(config: ResolvedConfig): string {
  const lines = ['Budget:', `  default_tool_max:       ${thousands(config.defaultToolOutputMax)}`]
  if (config.tools.length > 0) {
    lines.push('  tool_budgets:')
    for (const t of config.tools) {
      lines.push(`    ${t.name}: ${thousands(t.maxTokens)}${t.protected ? ' (protected)' : ''}`)
    }
  }
  return lines.join('\n')
}

/** `manager.set_tool_budget(...)` calls for the per-tool rows, for code that configures at runtime. */
export function setToolBudgetCalls(config: ResolvedConfig): string {
  return config.tools
    .map(
      (t) =>
        `manager.set_tool_budget(${py(t.name)}, max_tokens=${t.maxTokens}${t.protected ? ', protected=True' : ''})`,
    )
    .join('\n')
}
