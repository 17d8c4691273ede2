import { deliverWhole } from '../deliver-whole.ts'
import { numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, ParamEdit } from '../types.ts'
import { type ClearToolUsesSettings, LANGCHAIN_CLEAR_DEFAULTS } from './session.ts'
import {
  CHARS_PER_TOKEN,
  CLEAR_AT_LEAST,
  CLEAR_KEEP,
  CLEAR_TRIGGER,
  CLEARED_PLACEHOLDER,
  EXTRA_TOKENS_PER_MESSAGE,
  LANGCHAIN_RULES,
  LANGCHAIN_SOURCE,
} from './source.ts'

const fmt = (n: number) => n.toLocaleString('en-US')

/**
 * One tool result as a LangChain agent's model first receives it: whole (`create_agent` sets no limit); the
 * context-editing middleware clears it later in the session (`session.ts`).
 * @example deliverLangchain({ tool: 'search', isError: false, text: 'ok', callIndex: 0 }).truncated === false
 */
export function deliverLangchain(input: HarnessInput): Delivery {
  const { text } = input
  return deliverWhole(
    text,
    { unit: 'tokens (chars / 4, rounded up)', value: Math.ceil(text.length / CHARS_PER_TOKEN) },
    'passed whole (cleared later by ContextEditingMiddleware)',
  )
}

const whole = (d: number, min: number, unit: string): ParamEdit => ({
  kind: 'number',
  default: d,
  min,
  max: 10_000_000,
  integer: true,
  unit,
})

/**
 * `ClearToolUsesEdit(trigger=…, keep=…, clear_at_least=…)` under the app's edited parameters (their ids).
 * @example langchainClearSettings({ keep: 1 }).keep === 1
 */
export const langchainClearSettings = (o?: HarnessOverrides): ClearToolUsesSettings => ({
  ...LANGCHAIN_CLEAR_DEFAULTS,
  trigger: numberParam(o, 'trigger', LANGCHAIN_CLEAR_DEFAULTS.trigger),
  keep: numberParam(o, 'keep', LANGCHAIN_CLEAR_DEFAULTS.keep),
  clearAtLeast: numberParam(o, 'clear-at-least', LANGCHAIN_CLEAR_DEFAULTS.clearAtLeast),
})

/** LangChain v1's `create_agent` with `ContextEditingMiddleware()` as a harness of the replay. */
export const LANGCHAIN_HARNESS: Harness = {
  id: 'langchain',
  label: 'LangChain (context editing)',
  source: LANGCHAIN_SOURCE,
  summary: `langchain-ai/langchain @ 03373459: outputs passed whole; ContextEditingMiddleware clears all but the newest ${CLEAR_KEEP} tool results to "${CLEARED_PLACEHOLDER}" once the history is over ${fmt(CLEAR_TRIGGER)} tokens`,
  params: [
    {
      id: 'per-output',
      label: 'per-output limit',
      value: 'none',
      unit: '',
      source: LANGCHAIN_RULES.apply,
    },
  ],
  session: {
    summary: 'ClearToolUsesEdit under ContextEditingMiddleware (agents/middleware/context_editing.py)',
    params: [
      {
        id: 'trigger',
        label: 'clears when the history is over',
        value: fmt(CLEAR_TRIGGER),
        unit: 'tokens (an int trigger compares with >)',
        source: LANGCHAIN_RULES.trigger,
        setBy: 'ClearToolUsesEdit(trigger=…): an int, or ("tokens"|"messages"|"fraction", n) conditions',
        edit: whole(CLEAR_TRIGGER, 1, 'tokens'),
      },
      {
        id: 'keep',
        label: 'newest tool results kept',
        value: CLEAR_KEEP,
        unit: 'results',
        source: LANGCHAIN_RULES.keep,
        setBy: 'keep=…',
        edit: whole(CLEAR_KEEP, 0, 'results'),
      },
      {
        id: 'clear-at-least',
        label: 'stops once reclaimed',
        value: CLEAR_AT_LEAST,
        unit: 'tokens (0: clears every older result)',
        source: LANGCHAIN_RULES.clearAtLeast,
        setBy: 'clear_at_least=…',
        edit: whole(CLEAR_AT_LEAST, 0, 'tokens'),
      },
      {
        id: 'exclude',
        label: 'tools never cleared',
        value: 'none',
        unit: '',
        source: LANGCHAIN_RULES.excludeTools,
        setBy: 'exclude_tools=[…]',
      },
      {
        id: 'inputs',
        label: 'tool call arguments cleared too',
        value: 'no',
        unit: '',
        source: LANGCHAIN_RULES.clearToolInputs,
        setBy: 'clear_tool_inputs=True',
      },
      {
        id: 'placeholder',
        label: 'a cleared result reads',
        value: CLEARED_PLACEHOLDER,
        unit: '',
        source: LANGCHAIN_RULES.placeholder,
        setBy: 'placeholder=…',
      },
      {
        id: 'counter',
        label: 'tokens counted as',
        value: `ceil(chars / ${CHARS_PER_TOKEN}) + ${EXTRA_TOKENS_PER_MESSAGE} a message`,
        unit: 'count_tokens_approximately',
        source: LANGCHAIN_RULES.counter,
        setBy: 'token_count_method="model" counts with the model',
      },
      {
        id: 'trim',
        label: 'trim_messages (a pre-model hook, not a default)',
        value: 'strategy "last", include_system false, allow_partial false',
        unit: 'max_tokens has no default: ported, run in no column',
        source: LANGCHAIN_RULES.trim,
        setBy: 'trim_messages(messages, max_tokens=…, token_counter=…, strategy=…, start_on=…, end_on=…)',
      },
    ],
  },
  deliver: (input: HarnessInput) => deliverLangchain(input),
}
