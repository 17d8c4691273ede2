import { joinParts, keptCharsOf, type TrimPart } from '../../strategies/trim.ts'
import { choiceParam, numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, HarnessParam } from '../types.ts'
import { autoCompactLimit, CODEX_COMPACT_DEFAULTS, type CodexCompactSettings } from './session.ts'
import {
  CODEX_EXEC_TOOLS,
  CODEX_FUNCTION_TOOLS,
  CODEX_MODELS,
  CODEX_RULES,
  CODEX_SOURCE,
  COMPACT_USER_MESSAGE_MAX_TOKENS,
  codexModel,
  EXEC_DEFAULT_MAX_OUTPUT_TOKENS,
  HISTORY_ALLOWANCE,
} from './source.ts'
import {
  approxTokensFromBytes,
  byteBudget,
  cutParts,
  formattedHeader,
  scalePolicy,
  type TruncationPolicy,
  truncateCut,
  utf8Length,
} from './truncate.ts'

/** What a user can change about the Codex harness (`config.toml`), with Codex's defaults. */
export interface CodexSettings {
  /** The model's slug: its row of the model table gives the truncation policy. */
  model: string
  /** `tool_output_token_limit` in `config.toml`: replaces the model's limit (in tokens; × 4 under a byte policy). */
  toolOutputTokenLimit: number | null
  /** `max_output_tokens` the model passes to `exec_command`; Codex's default when it passes none. */
  execMaxOutputTokens: number
  /** The header above a cut exec output: with the warning line (openai/codex main) or without (rust-v0.125.0). */
  header: 'warning' | 'lines'
  /** Seconds in the `Wall time:` line Codex writes above an MCP result (the scenario records none). */
  mcpWallTimeSeconds: number
}

export const CODEX_DEFAULTS: CodexSettings = {
  model: 'gpt-5.5',
  toolOutputTokenLimit: null,
  execMaxOutputTokens: EXEC_DEFAULT_MAX_OUTPUT_TOKENS,
  header: 'warning',
  mcpWallTimeSeconds: 0,
}

/**
 * Codex's settings under the app's edited parameters (`Scenario.harnessSettings['codex-cli']`, ids of
 * `codexParams`); an absent one keeps Codex's default.
 * @example codexSettings({ 'tool-output-token-limit': 5_000 }).toolOutputTokenLimit === 5_000
 */
export function codexSettings(o?: HarnessOverrides): CodexSettings {
  const limit = o?.['tool-output-token-limit']
  return {
    model: choiceParam(o, 'model', CODEX_DEFAULTS.model),
    toolOutputTokenLimit: typeof limit === 'number' ? limit : CODEX_DEFAULTS.toolOutputTokenLimit,
    execMaxOutputTokens: numberParam(o, 'exec', CODEX_DEFAULTS.execMaxOutputTokens),
    header: choiceParam(o, 'header', CODEX_DEFAULTS.header),
    mcpWallTimeSeconds: numberParam(o, 'mcp-wall-time', CODEX_DEFAULTS.mcpWallTimeSeconds),
  }
}

/**
 * The compaction's settings under the app's edited parameters: the model's window (`model`) and
 * `model_auto_compact_token_limit` (`auto-compact`; absent: unset, so 90% of the window).
 * @example codexCompactSettings({ 'auto-compact': 100_000 }).autoCompactTokenLimit === 100_000
 */
export function codexCompactSettings(o?: HarnessOverrides): CodexCompactSettings {
  const limit = o?.['auto-compact']
  return {
    ...CODEX_COMPACT_DEFAULTS,
    contextWindow: codexModel(codexSettings(o).model).contextWindow,
    autoCompactTokenLimit: typeof limit === 'number' ? limit : null,
  }
}

/** How Codex turns a tool's result into a `function_call_output`: by the kind of tool. */
export type CodexToolKind = 'exec' | 'function' | 'mcp'

/**
 * The kind of a tool by its name: Codex's shell tools are exec output, its built-in handlers are function
 * output, and every other tool is an MCP server's.
 * @example codexToolKind('exec_command') === 'exec'
 */
export function codexToolKind(tool: string): CodexToolKind {
  if (CODEX_EXEC_TOOLS.includes(tool)) return 'exec'
  if (CODEX_FUNCTION_TOOLS.includes(tool)) return 'function'
  return 'mcp'
}

/**
 * The model's policy after `config.toml`'s `tool_output_token_limit` (model_info.rs: a byte policy takes the
 * tokens × 4 as bytes).
 * @example effectivePolicy({ ...CODEX_DEFAULTS, model: 'gpt-5.2', toolOutputTokenLimit: 500 }) → { mode: 'bytes', limit: 2_000 }
 */
export function effectivePolicy(s: CodexSettings): TruncationPolicy {
  const p = codexModel(s.model).policy
  if (s.toolOutputTokenLimit === null) return p
  return { mode: p.mode, limit: p.mode === 'bytes' ? s.toolOutputTokenLimit * 4 : s.toolOutputTokenLimit }
}

/**
 * One output as Codex's model receives it. Exec output: `formatted_truncate_text` at `max_output_tokens`
 * (header above, `…N tokens truncated…` in the middle). MCP result: `Wall time: …\nOutput:\n` and the JSON of
 * its content array. Then every tool's output goes through the history step, `truncate_text` at the model's
 * policy × 1.2, which for a 10,000-token policy passes up to 48,000 bytes whole (12,000 bytes under gpt-5.2's
 * byte policy: there it cuts exec output a second time). The exec wrapper lines (chunk id, wall time, exit code)
 * depend on the run and are left out.
 * @example deliverCodex({ tool: 'exec_command', isError: false, text: 'x'.repeat(40_001), callIndex: 0 }).text.startsWith('Warning: truncated output (original token count: 10001)\nTotal output lines: 1\n\n')
 */
export function deliverCodex(input: HarnessInput, s: CodexSettings = CODEX_DEFAULTS): Delivery {
  const { text } = input
  const kind = codexToolKind(input.tool)
  let parts: TrimPart[] = [{ kind: 'kept', start: 0, end: text.length }]
  let rule = kind === 'exec' ? 'exec output' : kind === 'mcp' ? 'MCP result' : 'function output'
  if (kind === 'exec') {
    const own: TruncationPolicy = { mode: 'tokens', limit: s.execMaxOutputTokens }
    const cut = utf8Length(text) > byteBudget(own) ? truncateCut(text, own) : null
    if (cut) {
      parts = [{ kind: 'notice', text: formattedHeader(text, s.header) }, ...cutParts(parts, cut)]
      rule = `exec output, cut at ${s.execMaxOutputTokens.toLocaleString('en-US')} tokens`
    }
  } else if (kind === 'mcp') {
    // serde_json writes the same escapes as JSON.stringify; the keys keep the server's order (preserve_order).
    parts = [
      { kind: 'notice', text: `Wall time: ${s.mcpWallTimeSeconds.toFixed(4)} seconds\nOutput:\n` },
      { kind: 'rebuilt', text: JSON.stringify([{ type: 'text', text }]) },
    ]
  }
  const history = scalePolicy(effectivePolicy(s), HISTORY_ALLOWANCE)
  const joined = joinParts(text, parts)
  const again = truncateCut(joined, history)
  if (again) {
    parts = cutParts(parts, again)
    rule += `; history cut at ${history.limit.toLocaleString('en-US')} ${history.mode}`
  }
  const delivered = again ? joinParts(text, parts) : joined
  const keptChars = keptCharsOf(parts)
  return {
    text: delivered,
    parts,
    truncated: parts.some((p) => p.kind === 'notice' && /truncated…$/.test(p.text)),
    keptChars: kind === 'mcp' ? Math.min(text.length, keptRebuilt(parts)) : keptChars,
    warnings: [],
    measure: { unit: 'bytes/4', value: approxTokensFromBytes(utf8Length(delivered)) },
    rule,
  }
}

// An MCP result is re-serialised: what it keeps of the original is the JSON it keeps, less the escapes' extra.
const keptRebuilt = (parts: readonly TrimPart[]) =>
  parts.reduce((t, p) => t + (p.kind === 'rebuilt' ? p.text.length : 0), 0)

const fmt = (n: number) => n.toLocaleString('en-US')

const tokens = (d: number, unit = 'tokens') =>
  ({ kind: 'number', default: d, min: 1, max: 10_000_000, integer: true, unit }) as const

/** The Codex harness's parameters at a setting, each with where its default is written. */
export function codexParams(s: CodexSettings = CODEX_DEFAULTS): HarnessParam[] {
  const m = codexModel(s.model)
  const p = effectivePolicy(s)
  return [
    {
      id: 'model',
      label: 'model (its truncation_policy)',
      value: `${m.slug}: ${fmt(p.limit)} ${p.mode}`,
      unit: '',
      source: { ...CODEX_RULES.modelTable, line: m.line, lineEnd: m.line + 2 },
      setBy: 'model = "…" in config.toml',
      edit: { kind: 'choice', default: CODEX_DEFAULTS.model, choices: CODEX_MODELS.map((x) => x.slug) },
    },
    {
      id: 'tool-output-token-limit',
      label: 'tool_output_token_limit (replaces the model’s limit)',
      value: 'the model’s',
      unit: `(${m.slug}: ${fmt(m.policy.limit)} ${m.policy.mode}; a byte policy takes tokens × 4)`,
      source: CODEX_RULES.configOverride,
      setBy: 'tool_output_token_limit in config.toml',
      edit: tokens(m.policy.limit),
    },
    {
      id: 'history',
      label: 'history cut (policy × 1.2)',
      value: fmt(byteBudget(scalePolicy(p, HISTORY_ALLOWANCE))),
      unit: 'bytes',
      source: CODEX_RULES.historyAllowance,
      setBy: 'tool_output_token_limit in config.toml',
    },
    {
      id: 'exec',
      label: 'exec output cut',
      value: fmt(s.execMaxOutputTokens * 4),
      unit: `bytes (${fmt(s.execMaxOutputTokens)} tokens, head and tail halves)`,
      source: CODEX_RULES.execMaxTokens,
      setBy: 'max_output_tokens of the exec_command call',
      edit: tokens(CODEX_DEFAULTS.execMaxOutputTokens),
    },
    {
      id: 'header',
      label: 'header above a cut exec output',
      value: CODEX_DEFAULTS.header,
      unit: '(warning: openai/codex main; lines: rust-v0.125.0)',
      source: CODEX_RULES.formattedHeader,
      edit: { kind: 'choice', default: CODEX_DEFAULTS.header, choices: ['warning', 'lines'] },
    },
    {
      id: 'mcp-wall-time',
      label: 'MCP result’s Wall time line',
      value: CODEX_DEFAULTS.mcpWallTimeSeconds,
      unit: 'seconds (the scenario records none)',
      source: CODEX_RULES.mcpWallTime,
      edit: { kind: 'number', default: 0, min: 0, max: 86_400, integer: false, unit: 'seconds' },
    },
    {
      id: 'bytes-per-token',
      label: 'a token',
      value: 4,
      unit: 'UTF-8 bytes',
      source: CODEX_RULES.bytesPerToken,
      setBy: 'fixed in Codex’s code (APPROX_BYTES_PER_TOKEN)',
    },
  ]
}

/** Codex CLI as a harness of the replay. */
export const CODEX_HARNESS: Harness = {
  id: 'codex-cli',
  label: 'Codex CLI',
  source: CODEX_SOURCE,
  summary:
    'openai/codex rust-v0.125.0 (637f7dd6): shell tools’ output cut at 10,000 tokens under a header; then every result cut in the history at the model’s policy × 1.2 (gpt-5.5: 48,000 bytes, 4 bytes a token); MCP results sent as JSON',
  params: codexParams(),
  session: {
    summary: 'auto-compaction (core/src/compact.rs, session/turn.rs)',
    params: [
      {
        id: 'auto-compact',
        label: 'compacts once a request used',
        value: autoCompactLimit(CODEX_COMPACT_DEFAULTS.contextWindow, null).toLocaleString('en-US'),
        unit: `tokens: 90% of the model’s window (gpt-5.5: ${CODEX_COMPACT_DEFAULTS.contextWindow.toLocaleString('en-US')}), or model_auto_compact_token_limit when lower`,
        source: CODEX_RULES.autoCompactLimit,
        setBy: 'model_auto_compact_token_limit (config.toml)',
        // Unset by default: the default shown is the limit it then takes (a larger value changes nothing).
        edit: tokens(autoCompactLimit(CODEX_COMPACT_DEFAULTS.contextWindow, null)),
      },
      {
        id: 'when',
        label: 'checked',
        value: 'after each request (mid-turn, if the turn goes on) and before a turn',
        unit: 'usage ≥ limit',
        source: CODEX_RULES.midTurnCompact,
      },
      {
        id: 'keeps',
        label: 'the compacted history keeps',
        value: `the newest user messages up to ${COMPACT_USER_MESSAGE_MAX_TOKENS.toLocaleString('en-US')}`,
        unit: 'tokens (bytes / 4; the oldest kept one cut to fit), then the summary',
        source: CODEX_RULES.compactUserMax,
      },
      {
        id: 'summary',
        label: 'the summary reads',
        value:
          'Another language model started to solve this problem and produced a summary of its thinking process. …',
        unit: '(SUMMARY_PREFIX, a newline, the summary)',
        source: CODEX_RULES.summaryPrefix,
      },
    ],
  },
  deliver: (input: HarnessInput, o?: HarnessOverrides) => deliverCodex(input, codexSettings(o)),
  paramsAt: (o?: HarnessOverrides) => codexParams(codexSettings(o)),
}
