import { textFacts } from '../../strategies/text-facts.ts'
import { joinParts, keptCharsOf, type TrimPart } from '../../strategies/trim.ts'
import { formatSize } from '../../strategies/trims/save-to-file.ts'
import { booleanParam, numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, HarnessParam } from '../types.ts'
import { CLAUDE_COMPACT_DEFAULTS, type ClaudeCompactSettings } from './session.ts'
import {
  AUTO_COMPACT_PCT,
  AUTO_COMPACT_WINDOW,
  BASH_MAX_OUTPUT_LENGTH,
  CLAUDE_BUILTIN_TOOLS,
  CLAUDE_RULES,
  CLAUDE_SOURCE,
  MAX_MCP_OUTPUT_TOKENS,
  MCP_WARNING_TOKENS,
  PERSIST_THRESHOLD_CHARS,
  PREVIEW_CHARS,
} from './source.ts'

/** What a user can change about the Claude Code harness (environment variables), with its documented defaults. */
export interface ClaudeSettings {
  /** `BASH_MAX_OUTPUT_LENGTH`. */
  bashMaxOutputLength: number
  /** `MAX_MCP_OUTPUT_TOKENS`. */
  maxMcpOutputTokens: number
  /** The persist-to-disk threshold (a tool's `anthropic/maxResultSizeChars` raises it; no variable does). */
  persistThresholdChars: number
  /** The preview a saved result keeps ("Preview (first 2KB)"). */
  previewChars: number
}

export const CLAUDE_DEFAULTS: ClaudeSettings = {
  bashMaxOutputLength: BASH_MAX_OUTPUT_LENGTH,
  maxMcpOutputTokens: MAX_MCP_OUTPUT_TOKENS,
  persistThresholdChars: PERSIST_THRESHOLD_CHARS,
  previewChars: PREVIEW_CHARS,
}

/**
 * Claude Code's settings under the app's edited parameters (ids of `claudeParams`); an absent one keeps its default.
 * @example claudeSettings({ bash: 10_000 }).bashMaxOutputLength === 10_000
 */
export const claudeSettings = (o?: HarnessOverrides): ClaudeSettings => ({
  bashMaxOutputLength: numberParam(o, 'bash', CLAUDE_DEFAULTS.bashMaxOutputLength),
  maxMcpOutputTokens: numberParam(o, 'mcp-tokens', CLAUDE_DEFAULTS.maxMcpOutputTokens),
  persistThresholdChars: numberParam(o, 'persist', CLAUDE_DEFAULTS.persistThresholdChars),
  previewChars: numberParam(o, 'preview', CLAUDE_DEFAULTS.previewChars),
})

/**
 * The compaction's environment variables under the app's edited parameters (`auto-compact`: the percentage of
 * `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE`, `window`, `off`); absent ones keep the documented behaviour.
 * @example claudeCompactSettings({ 'auto-compact': 60 }).pctOverride === 60
 */
export const claudeCompactSettings = (o?: HarnessOverrides): ClaudeCompactSettings => {
  const pct = o?.['auto-compact']
  return {
    ...CLAUDE_COMPACT_DEFAULTS,
    window: numberParam(o, 'window', CLAUDE_COMPACT_DEFAULTS.window),
    pctOverride: typeof pct === 'number' ? pct : CLAUDE_COMPACT_DEFAULTS.pctOverride,
    disabled: booleanParam(o, 'off', CLAUDE_COMPACT_DEFAULTS.disabled),
  }
}

/** The preview's chars, backed off so the preview never ends inside a surrogate pair. */
function previewEnd(text: string, previewChars: number): number {
  const n = Math.min(previewChars, text.length)
  const c = text.charCodeAt(n - 1)
  return n < text.length && c >= 0xd800 && c <= 0xdbff ? n - 1 : n
}

/**
 * The Bash tool's middle cut: the first and last halves of `BASH_MAX_OUTPUT_LENGTH` chars. The documentation
 * says only "middle-truncated", so the notice between the halves is ours, and says so.
 */
function bashCut(text: string, max: number): TrimPart[] {
  const head = Math.floor(max / 2)
  let tail = text.length - (max - head)
  const c = text.charCodeAt(tail)
  if (c >= 0xdc00 && c <= 0xdfff) tail++ // never start the tail inside a surrogate pair
  return [
    { kind: 'kept', start: 0, end: head },
    {
      kind: 'notice',
      text: `\n\n[… ${(tail - head).toLocaleString('en-US')} chars cut by Claude Code (wording ours) …]\n\n`,
    },
    { kind: 'kept', start: tail, end: text.length },
  ]
}

/**
 * One output as Claude Code's model receives it, by its documented rules: Bash output over
 * `BASH_MAX_OUTPUT_LENGTH` chars is cut in the middle; any result over the persist-to-disk threshold (50,000
 * chars) is saved to a file and the model gets a `<persisted-output>` reference with a 2KB preview; an MCP
 * result over 10,000 tokens warns the user, and over `MAX_MCP_OUTPUT_TOKENS` is flagged (how Claude Code
 * handles one under the char threshold is not documented). Tokens here are chars / 4, an estimate.
 * @example deliverClaude({ tool: 'mcp__db__query', isError: false, text: 'x'.repeat(60_000), callIndex: 0 }).text.startsWith('<persisted-output>\nOutput too large (58.6KB)')
 */
export function deliverClaude(input: HarnessInput, s: ClaudeSettings = CLAUDE_DEFAULTS): Delivery {
  const { text, tool } = input
  const mcp = !CLAUDE_BUILTIN_TOOLS.includes(tool)
  const warnings: string[] = []
  let parts: TrimPart[] = [{ kind: 'kept', start: 0, end: text.length }]
  let rule = mcp ? 'MCP result' : 'built-in tool result'
  if (tool === 'Bash' && text.length > s.bashMaxOutputLength) {
    parts = bashCut(text, s.bashMaxOutputLength)
    rule = `Bash output, middle cut at ${s.bashMaxOutputLength.toLocaleString('en-US')} chars`
  } else if (text.length > s.persistThresholdChars) {
    parts = [
      {
        kind: 'notice',
        text: `<persisted-output>\nOutput too large (${formatSize(textFacts(text).utf8Bytes())}). Full output saved to: tool-results/call-${input.callIndex + 1}.txt\n\nPreview (first ${s.previewChars === PREVIEW_CHARS ? '2KB' : `${s.previewChars.toLocaleString('en-US')} chars`}):\n`,
      },
      { kind: 'kept', start: 0, end: previewEnd(text, s.previewChars) },
      { kind: 'notice', text: '\n</persisted-output>' },
    ]
    rule = `saved to a file (over ${s.persistThresholdChars.toLocaleString('en-US')} chars), ${s.previewChars === PREVIEW_CHARS ? '2KB' : `${s.previewChars.toLocaleString('en-US')}-char`} preview`
  }
  const estimate = Math.ceil(text.length / 4)
  if (mcp && estimate > MCP_WARNING_TOKENS)
    warnings.push(`MCP output over ${MCP_WARNING_TOKENS.toLocaleString('en-US')} tokens: Claude Code warns`)
  if (mcp && estimate > s.maxMcpOutputTokens && parts.length === 1)
    warnings.push(
      `over MAX_MCP_OUTPUT_TOKENS (${s.maxMcpOutputTokens.toLocaleString('en-US')}): its handling under the 50,000-char threshold is not documented; shown whole`,
    )
  const delivered = parts.length === 1 ? text : joinParts(text, parts)
  return {
    text: delivered,
    parts,
    truncated: parts.length > 1,
    keptChars: keptCharsOf(parts),
    warnings,
    measure: { unit: 'chars', value: delivered.length },
    rule,
  }
}

const fmt = (n: number) => n.toLocaleString('en-US')
const upTo = (d: number, unit: string, min = 1) =>
  ({ kind: 'number', default: d, min, max: 10_000_000, integer: true, unit }) as const

/** The Claude Code harness's parameters, each with the page that states its default. */
export function claudeParams(s: ClaudeSettings = CLAUDE_DEFAULTS): HarnessParam[] {
  return [
    {
      id: 'persist',
      label: 'saved to a file over',
      value: fmt(s.persistThresholdChars),
      unit: 'chars',
      source: CLAUDE_RULES.persist,
      setBy: '_meta["anthropic/maxResultSizeChars"] of an MCP tool',
      edit: upTo(PERSIST_THRESHOLD_CHARS, 'chars'),
    },
    {
      id: 'preview',
      label: 'preview of a saved result',
      value: fmt(PREVIEW_CHARS),
      unit: 'chars (2KB)',
      source: CLAUDE_RULES.preview,
      edit: upTo(PREVIEW_CHARS, 'chars', 0),
    },
    {
      id: 'bash',
      label: 'Bash output, middle cut over',
      value: fmt(s.bashMaxOutputLength),
      unit: 'chars',
      source: CLAUDE_RULES.bash,
      setBy: 'BASH_MAX_OUTPUT_LENGTH',
      edit: upTo(BASH_MAX_OUTPUT_LENGTH, 'chars'),
    },
    {
      id: 'mcp-tokens',
      label: 'MCP output limit',
      value: fmt(s.maxMcpOutputTokens),
      unit: `tokens (warning over ${fmt(MCP_WARNING_TOKENS)})`,
      source: CLAUDE_RULES.mcpTokens,
      setBy: 'MAX_MCP_OUTPUT_TOKENS',
      edit: upTo(MAX_MCP_OUTPUT_TOKENS, 'tokens'),
    },
  ]
}

/** Claude Code as a harness of the replay. */
export const CLAUDE_HARNESS: Harness = {
  id: 'claude-code',
  label: 'Claude Code',
  source: CLAUDE_SOURCE,
  summary: `Claude Code docs (code.claude.com/docs/en/mcp, /env-vars, read ${CLAUDE_SOURCE.kind === 'doc' ? CLAUDE_SOURCE.read : ''}): results over 50,000 chars saved to a file, the model gets a 2KB preview; Bash output middle-cut over 30,000 chars; MCP output warned over 10,000 tokens, limit 25,000`,
  params: claudeParams(),
  session: {
    summary: 'auto-compaction as documented (env-vars, how-claude-code-works, sub-agents)',
    params: [
      {
        id: 'auto-compact',
        label: 'compacts when the prompt reaches',
        value: AUTO_COMPACT_PCT,
        unit: `% of the window: “approximately ${AUTO_COMPACT_PCT}%” (${fmt(Math.floor((AUTO_COMPACT_WINDOW * AUTO_COMPACT_PCT) / 100))} of ${fmt(AUTO_COMPACT_WINDOW)} tokens); an override only lowers it`,
        source: CLAUDE_RULES.autoCompact,
        setBy: 'CLAUDE_AUTOCOMPACT_PCT_OVERRIDE',
        edit: { kind: 'number', default: AUTO_COMPACT_PCT, min: 1, max: 100, integer: true, unit: '%' },
      },
      {
        id: 'window',
        label: 'window it counts against',
        value: fmt(AUTO_COMPACT_WINDOW),
        unit: 'tokens (1M for extended context)',
        source: CLAUDE_RULES.autoCompactWindow,
        setBy: 'CLAUDE_CODE_AUTO_COMPACT_WINDOW',
        // capped at the model's window: 1M with extended context
        edit: {
          kind: 'number',
          default: AUTO_COMPACT_WINDOW,
          min: 1_000,
          max: 1_000_000,
          integer: true,
          unit: 'tokens',
        },
      },
      {
        id: 'reserve',
        label: 'output reserve and buffer',
        value: 'not documented',
        unit: '',
        source: CLAUDE_RULES.autoCompact,
      },
      {
        id: 'clears-first',
        label: 'older tool outputs cleared first',
        value: 'documented, numbers not: not modelled',
        unit: '',
        source: CLAUDE_RULES.clearsFirst,
      },
      {
        id: 'off',
        label: 'auto-compaction turned off',
        value: 'no',
        unit: '',
        source: CLAUDE_RULES.disableAutoCompact,
        setBy: 'DISABLE_AUTO_COMPACT=1',
        edit: { kind: 'boolean', default: false },
      },
    ],
  },
  deliver: (input: HarnessInput, o?: HarnessOverrides) => deliverClaude(input, claudeSettings(o)),
}
