import type { HarnessSource, RuleSource } from '../types.ts'

/**
 * The code read: All-Hands-AI/OpenHands at 156d0686 (main, 2025-11-28), fetched whole. Its agent sends an
 * observation's content cut in the middle to `max_message_chars`; over a session its condensers shorten the
 * history by event count, not by tokens.
 */
export const OPENHANDS_SOURCE: HarnessSource = {
  kind: 'code',
  repository: 'github.com/All-Hands-AI/OpenHands',
  commit: '156d0686c46aafb0fa9d291da6421fb6f64dddc0',
  ref: 'main 2025-11-28',
  note: 'condensers count events (one session item here is one event); the GUI server builds its own default pipeline (keep_first 4, max_size condenser_max_size or 120), the config file’s default is the class defaults (keep_first 1, max_size 100)',
}

const code = (file: string, line: number, lineEnd?: number): RuleSource => ({
  kind: 'code',
  file: `openhands/${file}`,
  line,
  lineEnd,
})

/** Where each rule of the OpenHands harness is written. */
export const OPENHANDS_RULES = {
  maxMessageChars: code('core/config/llm_config.py', 68, 70),
  truncateContent: code('events/serialization/event.py', 167, 178),
  marker: code('events/serialization/event.py', 176),
  cmdOutputSize: code('events/observation/commands.py', 22),
  cmdTruncate: code('events/observation/commands.py', 139, 165),
  appliedPerObservation: code('memory/conversation_memory.py', 388, 415),
  maskWindowClass: code('memory/condenser/impl/observation_masking_condenser.py', 14),
  maskWindowConfig: code('core/config/condenser_config.py', 23, 27),
  mask: code('memory/condenser/impl/observation_masking_condenser.py', 19, 28),
  summaryDefaults: code('core/config/condenser_config.py', 70, 83),
  summaryClassDefaults: code('memory/condenser/impl/llm_summarizing_condenser.py', 25, 39),
  summaryTrigger: code('memory/condenser/impl/llm_summarizing_condenser.py', 160, 161),
  summaryKeeps: code('memory/condenser/impl/llm_summarizing_condenser.py', 52, 69),
  eventLength: code('memory/condenser/impl/llm_summarizing_condenser.py', 48, 50),
  defaultCondenser: code('core/config/utils.py', 322, 337),
  guiPipeline: code('server/session/session.py', 219, 240),
} as const

/** `LLMConfig.max_message_chars`: an observation's content is cut to about this many chars before it is sent. */
export const MAX_MESSAGE_CHARS = 30_000
/** `MAX_CMD_OUTPUT_SIZE`: a command's output is cut to this when the observation is made. */
export const MAX_CMD_OUTPUT_SIZE = 30_000
/** What `truncate_content` puts between the kept head and tail. */
export const TRUNCATION_MARKER = '\n[... Observation truncated due to length ...]\n'
/** `ObservationMaskingCondenser`'s placeholder for an observation outside the window. */
export const MASK_TEXT = '<MASKED>'
/** `ObservationMaskingCondenserConfig.attention_window` (the class's own default is 5). */
export const ATTENTION_WINDOW = 100
export const ATTENTION_WINDOW_CLASS = 5
/** `LLMSummarizingCondenserConfig`: `max_size`, `keep_first`, `max_event_length`. */
export const SUMMARY_MAX_SIZE = 100
export const SUMMARY_KEEP_FIRST = 1
export const MAX_EVENT_LENGTH = 10_000
/** The GUI server's pipeline: `keep_first=4`, `max_size = condenser_max_size or 120`. */
export const GUI_KEEP_FIRST = 4
export const GUI_MAX_SIZE = 120
