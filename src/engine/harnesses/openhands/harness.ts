import { joinParts, keptCharsOf } from '../../strategies/trim.ts'
import { numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, HarnessParam, ParamEdit } from '../types.ts'
import { OPENHANDS_SUMMARY_DEFAULTS, type OpenHandsSummarySettings } from './session.ts'
import {
  ATTENTION_WINDOW,
  ATTENTION_WINDOW_CLASS,
  GUI_KEEP_FIRST,
  GUI_MAX_SIZE,
  MASK_TEXT,
  MAX_CMD_OUTPUT_SIZE,
  MAX_EVENT_LENGTH,
  MAX_MESSAGE_CHARS,
  OPENHANDS_RULES,
  OPENHANDS_SOURCE,
  SUMMARY_KEEP_FIRST,
  SUMMARY_MAX_SIZE,
  TRUNCATION_MARKER,
} from './source.ts'
import { pyLen, truncateContentParts } from './truncate.ts'

const fmt = (n: number) => n.toLocaleString('en-US')

/**
 * One observation as OpenHands' model receives it: its content cut in the middle to `max_message_chars`
 * (conversation_memory.py:388-415 → `truncate_content`). A command's output was already cut to
 * `MAX_CMD_OUTPUT_SIZE` (the same 30,000 and the same cut) when it was observed; cutting that again keeps the same
 * head and tail, so one cut stands for both. The output is taken as the observation's whole text: the working
 * directory and exit-code lines `to_agent_observation` appends (commands.py:196-204) are not added; with them the
 * second cut would take as many chars off the tail's start as they add.
 * @example deliverOpenHands({ tool: 'execute_bash', isError: false, text: 'ok', callIndex: 0 }).truncated === false
 */
export function deliverOpenHands(input: HarnessInput, maxChars: number = MAX_MESSAGE_CHARS): Delivery {
  const { text } = input
  const parts = truncateContentParts(text, maxChars)
  const out = joinParts(text, parts)
  const truncated = parts.some((p) => p.kind === 'notice')
  const keptChars = keptCharsOf(parts)
  return {
    text: out,
    parts,
    truncated,
    keptChars,
    warnings: [],
    measure: { unit: 'chars (code points)', value: pyLen(text) },
    rule: truncated ? `middle cut to ${fmt(maxChars)} chars` : 'passed whole',
  }
}

const whole = (d: number, min: number, max: number, unit: string): ParamEdit => ({
  kind: 'number',
  default: d,
  min,
  max,
  integer: true,
  unit,
})

/**
 * The summarizing condenser's `[condenser]` settings under the app's edited parameters (`max-size`, `keep-first`).
 * @example openHandsSummarySettings({ 'max-size': 60 }).maxSize === 60
 */
export const openHandsSummarySettings = (o?: HarnessOverrides): OpenHandsSummarySettings => ({
  ...OPENHANDS_SUMMARY_DEFAULTS,
  maxSize: numberParam(o, 'max-size', OPENHANDS_SUMMARY_DEFAULTS.maxSize),
  keepFirst: numberParam(o, 'keep-first', OPENHANDS_SUMMARY_DEFAULTS.keepFirst),
})

/**
 * Why OpenHands would refuse a condenser, in one line (its constructor's check); null when it takes it.
 * @example openHandsCondenserProblem({ ...OPENHANDS_SUMMARY_DEFAULTS, keepFirst: 60 }) !== null
 */
export const openHandsCondenserProblem = (s: OpenHandsSummarySettings): string | null =>
  s.keepFirst < Math.floor(s.maxSize / 2) - 1
    ? null
    : `OpenHands refuses this condenser: keep_first (${s.keepFirst}) must leave room under half of max_size (${s.maxSize} // 2 = ${Math.floor(s.maxSize / 2)}) for the summary and a newest event`

/** The condensers' rules, each at its file:line. */
const sessionParams = (): HarnessParam[] => [
  {
    id: 'max-size',
    label: 'summarizes when the history holds more than',
    value: fmt(SUMMARY_MAX_SIZE),
    unit: `events (the GUI: condenser_max_size or ${fmt(GUI_MAX_SIZE)})`,
    source: OPENHANDS_RULES.summaryDefaults,
    setBy: '[condenser] type = "llm", max_size',
    edit: whole(SUMMARY_MAX_SIZE, 4, 100_000, 'events'),
  },
  {
    id: 'keep-first',
    label: 'events always kept from the start',
    value: SUMMARY_KEEP_FIRST,
    unit: `(the GUI: ${GUI_KEEP_FIRST})`,
    source: OPENHANDS_RULES.summaryDefaults,
    setBy: '[condenser] keep_first',
    edit: whole(SUMMARY_KEEP_FIRST, 0, 10_000, 'events'),
  },
  {
    id: 'keeps',
    label: 'after a summary the history holds',
    value: 'max_size // 2',
    unit: 'events: the first keep_first, the summary, the newest rest',
    source: OPENHANDS_RULES.summaryKeeps,
  },
  {
    id: 'trigger',
    label: 'trigger',
    value: 'len(view) > max_size',
    unit: 'events, not tokens',
    source: OPENHANDS_RULES.summaryTrigger,
  },
  {
    id: 'event-length',
    label: 'each forgotten event shown to the summarizer cut to',
    value: fmt(MAX_EVENT_LENGTH),
    unit: 'chars',
    source: OPENHANDS_RULES.eventLength,
    setBy: '[condenser] max_event_length',
  },
  {
    id: 'gui',
    label: 'the GUI’s default pipeline',
    value: `conversation window, browser output (window 2), llm (keep_first ${GUI_KEEP_FIRST}, max_size ${GUI_MAX_SIZE})`,
    unit: '',
    source: OPENHANDS_RULES.guiPipeline,
    setBy: 'condenser_max_size (settings, at least 20)',
  },
  {
    id: 'mask-window',
    label: 'observation masking (type "observation_masking"): newest events unmasked',
    value: fmt(ATTENTION_WINDOW),
    unit: `events (the class’s own default: ${ATTENTION_WINDOW_CLASS})`,
    source: OPENHANDS_RULES.maskWindowConfig,
    setBy: '[condenser] attention_window',
  },
  {
    id: 'mask',
    label: 'a masked observation reads',
    value: MASK_TEXT,
    unit: '',
    source: OPENHANDS_RULES.mask,
  },
]

/** OpenHands as a harness of the replay. */
export const OPENHANDS_HARNESS: Harness = {
  id: 'openhands',
  label: 'OpenHands',
  source: OPENHANDS_SOURCE,
  summary: `All-Hands-AI/OpenHands @ 156d0686: observations over ${fmt(MAX_MESSAGE_CHARS)} chars cut in the middle; the history summarized when over ${SUMMARY_MAX_SIZE} events`,
  params: [
    {
      id: 'max-message-chars',
      label: 'observation content cut to',
      value: fmt(MAX_MESSAGE_CHARS),
      unit: 'chars (half head, half tail)',
      source: OPENHANDS_RULES.maxMessageChars,
      setBy: '[llm] max_message_chars',
      edit: whole(MAX_MESSAGE_CHARS, 1, 10_000_000, 'chars'),
    },
    {
      id: 'marker',
      label: 'between head and tail',
      value: JSON.stringify(TRUNCATION_MARKER),
      unit: '',
      source: OPENHANDS_RULES.marker,
    },
    {
      id: 'cmd-output',
      label: 'a command’s output cut when observed to',
      value: fmt(MAX_CMD_OUTPUT_SIZE),
      unit: 'chars (the same cut)',
      source: OPENHANDS_RULES.cmdOutputSize,
    },
  ],
  session: {
    summary: 'LLMSummarizingCondenser (the default, by event count) and ObservationMaskingCondenser',
    params: sessionParams(),
  },
  deliver: (input: HarnessInput, o?: HarnessOverrides) =>
    deliverOpenHands(input, numberParam(o, 'max-message-chars', MAX_MESSAGE_CHARS)),
}
