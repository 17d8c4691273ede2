import type { ToolBudgets } from './schema.ts'

/** The seeds' common chars-per-token estimate, used to turn a share of a token window into chars. */
export const CHARS_PER_TOKEN = 4

/** Where a resolved number came from. */
export type CapSource = 'setting' | 'share'

/** One tool's row of the resolved table, as `/context config` would print it. */
export interface ResolvedToolBudget {
  name: string
  /** Tokens (PraisonAI's heuristic: truncation always estimates with it). */
  maxTokens: number
  source: CapSource
  /** The percent of the window it was set as, when `source` is 'share'. */
  sharePercent?: number
  protected: boolean
  /** Older results of this tool are cut to this many chars (code points) unless protected. */
  pruneChars: number
  pruneSource: 'tool' | 'window' | 'share'
}

/** The settings after shares of the window are resolved to tokens or chars for the chosen window. */
export interface ResolvedConfig {
  windowTokens: number
  defaultToolOutputMax: number
  defaultSource: CapSource
  defaultSharePercent?: number
  tools: ResolvedToolBudget[]
  outputReserve: number
  outputReserveSource: CapSource
  pruneChars: number
  pruneSource: CapSource
  toolOutputsReservation: number
  toolOutputsSource: CapSource
  /** Names listed more than once: the last entry wins, as in PraisonAI's `tool_budgets` dict. */
  duplicates: string[]
  /** Shares that resolved below 1 and were raised to 1. */
  raised: string[]
}

/**
 * `floor(window × percent / 100)`, at least 1: a cap set as a share of the window, in the window's unit.
 * @example shareOf(128_000, 25) === 32_000
 */
export function shareOf(windowTokens: number, percent: number): number {
  return Math.max(1, Math.floor((windowTokens * percent) / 100))
}

/**
 * Resolves seed 002's settings for one window: shares become tokens (`floor(window × % / 100)`) or chars
 * (`× 4 chars per token` for the prune limit), per-tool rows are merged by name (the last entry wins), and every
 * number says where it came from.
 * @example resolveToolBudgets(defaultToolBudgets()).defaultToolOutputMax === 10_000
 */
export function resolveToolBudgets(settings: ToolBudgets): ResolvedConfig {
  const w = settings.window
  const windowTokens = w.windowTokens
  const raised: string[] = []
  const fromShare = (what: string, percent: number, scale = 1) => {
    const exact = Math.floor(((windowTokens * percent) / 100) * scale)
    if (exact < 1) raised.push(`${what}: ${percent}% of ${windowTokens} tokens is under 1; 1 is used`)
    return Math.max(1, exact)
  }
  const pick = (what: string, value: number, percent: number | undefined, scale = 1) =>
    percent === undefined
      ? { value, source: 'setting' as const }
      : { value: fromShare(what, percent, scale), source: 'share' as const }

  const def = pick('default_tool_output_max', settings.defaultToolOutputMax, w.shares.defaultToolOutputMax)
  const reserve = pick('output reserve', w.outputReserve, w.shares.outputReserve)
  const prune = pick('prune limit', w.pruneChars, w.shares.pruneChars, CHARS_PER_TOKEN)
  const outputs = pick('tool outputs reservation', w.reservations.toolOutputs, w.shares.toolOutputs)

  const byName = new Map<string, ResolvedToolBudget>()
  const duplicates = new Set<string>()
  for (const t of settings.tools) {
    if (byName.has(t.name)) duplicates.add(t.name)
    const max = pick(`max_tokens of ${t.name}`, t.maxTokens, t.windowShare)
    // The last entry wins and keeps the first one's place, as re-setting a key of a Python dict does.
    byName.set(t.name, {
      name: t.name,
      maxTokens: max.value,
      source: max.source,
      ...(t.windowShare === undefined ? {} : { sharePercent: t.windowShare }),
      protected: t.protected,
      pruneChars: t.pruneChars ?? prune.value,
      pruneSource: t.pruneChars !== undefined ? 'tool' : prune.source === 'share' ? 'share' : 'window',
    })
  }
  return {
    windowTokens,
    defaultToolOutputMax: def.value,
    defaultSource: def.source,
    ...(w.shares.defaultToolOutputMax === undefined
      ? {}
      : { defaultSharePercent: w.shares.defaultToolOutputMax }),
    tools: [...byName.values()],
    outputReserve: reserve.value,
    outputReserveSource: reserve.source,
    pruneChars: prune.value,
    pruneSource: prune.source,
    toolOutputsReservation: outputs.value,
    toolOutputsSource: outputs.source,
    duplicates: [...duplicates],
    raised,
  }
}

/** What one tool gets: its own row, or the default (PraisonAI's `get_tool_budget`: unknown tools get the default). */
export interface ToolBudgetOf {
  maxTokens: number
  protected: boolean
  pruneChars: number
  /** 'tool' when the tool has its own row, 'default' otherwise. */
  from: 'tool' | 'default'
}

/**
 * PraisonAI's `get_tool_budget(name)`: the tool's own max_tokens, or `default_tool_output_max` for an unknown
 * tool; protected only when set so.
 * @example budgetOf(resolved, 'unknown').maxTokens === resolved.defaultToolOutputMax
 */
export function budgetOf(config: ResolvedConfig, name: string): ToolBudgetOf {
  const row = config.tools.find((t) => t.name === name)
  return row
    ? { maxTokens: row.maxTokens, protected: row.protected, pruneChars: row.pruneChars, from: 'tool' }
    : {
        maxTokens: config.defaultToolOutputMax,
        protected: false,
        pruneChars: config.pruneChars,
        from: 'default',
      }
}
