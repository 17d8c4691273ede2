import { deliverWhole } from '../deliver-whole.ts'
import { booleanParam, numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, HarnessParam } from '../types.ts'
import { CLEAR_DEFAULTS, type ClearToolUsesEdit, COMPACT_DEFAULTS, type CompactEdit } from './session.ts'
import {
  ANTHROPIC_RULES,
  ANTHROPIC_SOURCE,
  CLEARED_PLACEHOLDER,
  COMPACT_MIN_TRIGGER_TOKENS,
  THINKING_KEEP_TURNS,
} from './source.ts'

/**
 * One output as the Messages API passes it: whole. The API cuts no tool result; its context management acts on
 * the session (clearing older results, compacting), which `session.ts` replays.
 * @example deliverAnthropic({ tool: 't', isError: false, text: 'abc', callIndex: 0 }).text === 'abc'
 */
export function deliverAnthropic(input: HarnessInput): Delivery {
  return deliverWhole(
    input.text,
    { unit: 'chars', value: input.text.length },
    'passed whole (the API cuts no result)',
  )
}

const fmt = (n: number) => n.toLocaleString('en-US')
const whole = (d: number, unit: string, min = 0) =>
  ({ kind: 'number', default: d, min, max: 10_000_000, integer: true, unit }) as const

/**
 * The `context_management.edits` a request sets under the app's edited parameters (ids of
 * `anthropicSessionParams`), for `clearToolUses`, `compactSession` and `keptThinkingTurns`; absent ones keep the
 * documented defaults.
 * @example anthropicSessionSettings({ 'compact-trigger': 60_000 }).compact.triggerTokens === 60_000
 */
export function anthropicSessionSettings(o?: HarnessOverrides): {
  clear: ClearToolUsesEdit
  compact: CompactEdit
  thinkingKeep: number
} {
  return {
    clear: {
      ...CLEAR_DEFAULTS,
      trigger: {
        ...CLEAR_DEFAULTS.trigger,
        value: numberParam(o, 'clear-trigger', CLEAR_DEFAULTS.trigger.value),
      },
      keep: numberParam(o, 'keep', CLEAR_DEFAULTS.keep),
      clearAtLeast: numberParam(o, 'clear-at-least', CLEAR_DEFAULTS.clearAtLeast),
      clearToolInputs: booleanParam(o, 'inputs', CLEAR_DEFAULTS.clearToolInputs),
    },
    compact: {
      ...COMPACT_DEFAULTS,
      triggerTokens: numberParam(o, 'compact-trigger', COMPACT_DEFAULTS.triggerTokens),
    },
    thinkingKeep: numberParam(o, 'thinking', THINKING_KEEP_TURNS),
  }
}

/** The session rules of `context_management.edits`, with their documented defaults. */
export function anthropicSessionParams(): HarnessParam[] {
  const c = CLEAR_DEFAULTS
  return [
    {
      id: 'clear-trigger',
      label: 'clear_tool_uses_20250919 trigger',
      value: fmt(c.trigger.value),
      unit: 'input_tokens (or tool_uses)',
      source: ANTHROPIC_RULES.trigger,
      setBy: 'trigger: {type, value}',
      edit: whole(c.trigger.value, 'input tokens', 1),
    },
    {
      id: 'keep',
      label: 'tool uses kept',
      value: c.keep,
      unit: 'tool_uses',
      source: ANTHROPIC_RULES.keep,
      setBy: 'keep',
      edit: whole(c.keep, 'tool uses'),
    },
    {
      id: 'clear-at-least',
      label: 'clears only if it frees',
      value: 'none',
      unit: 'input_tokens',
      source: ANTHROPIC_RULES.clearAtLeast,
      setBy: 'clear_at_least',
      edit: whole(0, 'input tokens'),
    },
    {
      id: 'exclude',
      label: 'never cleared',
      value: 'no tool',
      unit: '',
      source: ANTHROPIC_RULES.excludeTools,
      setBy: 'exclude_tools',
    },
    {
      id: 'inputs',
      label: 'clears tool inputs too',
      value: 'false',
      unit: '',
      source: ANTHROPIC_RULES.clearToolInputs,
      setBy: 'clear_tool_inputs',
      edit: { kind: 'boolean', default: c.clearToolInputs },
    },
    {
      id: 'placeholder',
      label: 'a cleared result reads',
      value: CLEARED_PLACEHOLDER,
      unit: '',
      source: ANTHROPIC_RULES.placeholder,
    },
    {
      id: 'applied',
      label: 'each clearing is reported as',
      value: 'applied_edits',
      unit: '(cleared_tool_uses, cleared_input_tokens)',
      source: ANTHROPIC_RULES.applied,
    },
    {
      id: 'thinking',
      label: 'clear_thinking_20251015 keeps',
      value: 1,
      unit: 'thinking turn (the last)',
      source: ANTHROPIC_RULES.thinkingKeep,
      setBy: 'keep: {type: "thinking_turns", value} | "all"',
      edit: whole(THINKING_KEEP_TURNS, 'thinking turns'),
    },
    {
      id: 'compact-trigger',
      label: 'compact_20260112 trigger',
      value: fmt(COMPACT_DEFAULTS.triggerTokens),
      unit: `input tokens (at least ${fmt(COMPACT_MIN_TRIGGER_TOKENS)})`,
      source: ANTHROPIC_RULES.compactTrigger,
      setBy: 'trigger: {type: "input_tokens", value}',
      edit: whole(COMPACT_DEFAULTS.triggerTokens, 'input tokens', COMPACT_MIN_TRIGGER_TOKENS),
    },
    {
      id: 'compact-keeps',
      label: 'after compaction the model sees',
      value: 'the summary and what follows',
      unit: '',
      source: ANTHROPIC_RULES.compactKeeps,
    },
    {
      id: 'compact-cost',
      label: 'compaction’s cost',
      value: 'usage.iterations',
      unit: '(a compaction iteration)',
      source: ANTHROPIC_RULES.compactCost,
    },
  ]
}

/** The Anthropic Messages API (context editing and compaction) as a harness of the replay. */
export const ANTHROPIC_HARNESS: Harness = {
  id: 'anthropic-api',
  label: 'Anthropic API',
  source: ANTHROPIC_SOURCE,
  summary: `Anthropic Messages API docs (context editing, compaction; read ${ANTHROPIC_SOURCE.kind === 'doc' ? ANTHROPIC_SOURCE.read : ''}): results passed whole; over 100,000 input tokens clear_tool_uses_20250919 clears all but the last 3 tool results; compact_20260112 summarizes over 150,000`,
  params: [
    {
      id: 'per-output',
      label: 'per-output limit',
      value: 'none',
      unit: '',
      source: ANTHROPIC_RULES.placeholder,
    },
  ],
  session: {
    summary: 'context_management.edits: clear_tool_uses_20250919, clear_thinking_20251015, compact_20260112',
    params: anthropicSessionParams(),
  },
  deliver: (input: HarnessInput) => deliverAnthropic(input),
}
