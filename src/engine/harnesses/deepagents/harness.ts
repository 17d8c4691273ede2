import { deliverWhole } from '../deliver-whole.ts'
import { pyLen } from '../openhands/truncate.ts'
import { numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides } from '../types.ts'
import { evictedMessage } from './evict.ts'
import {
  DEEPAGENTS_RULES,
  DEEPAGENTS_SOURCE,
  LARGE_TOOL_RESULTS_PREFIX,
  NUM_CHARS_PER_TOKEN,
  PREVIEW_HEAD_LINES,
  PREVIEW_LINE_CHARS,
  PREVIEW_TAIL_LINES,
  TOKEN_LIMIT_BEFORE_EVICT,
  TOOLS_EXCLUDED_FROM_EVICTION,
} from './source.ts'

const fmt = (n: number) => n.toLocaleString('en-US')

/**
 * One tool result as a deepagents model receives it (`_process_large_message`, filesystem.py:3174-3192): whole up
 * to `tool_token_limit_before_evict` × 4 chars (80,000) or from an excluded tool; past it, written to
 * `/large_tool_results/<call id>` and replaced by `TOO_LARGE_TOOL_MSG` with a numbered head/tail preview. The call
 * id here is `call_<n>` (the playground's outputs carry none).
 * @example deliverDeepagents({ tool: 'execute', isError: false, text: 'ok', callIndex: 0 }).truncated === false
 */
export function deliverDeepagents(
  input: HarnessInput,
  tokenLimit: number | null = TOKEN_LIMIT_BEFORE_EVICT,
): Delivery {
  const { text, tool } = input
  const chars = pyLen(text)
  const measure = { unit: 'chars (code points)', value: chars }
  const whole = (rule: string): Delivery => deliverWhole(text, measure, rule)
  if (TOOLS_EXCLUDED_FROM_EVICTION.includes(tool)) return whole('passed whole (tool excluded from eviction)')
  if (!tokenLimit || chars <= NUM_CHARS_PER_TOKEN * tokenLimit) return whole('passed whole')
  const out = evictedMessage(`call_${input.callIndex + 1}`, text)
  return {
    text: out,
    parts: [{ kind: 'notice', text: out }],
    truncated: true,
    keptChars: 0,
    warnings: [],
    measure,
    rule: 'saved to a file (head/tail preview)',
  }
}

/** deepagents as a harness of the replay. */
export const DEEPAGENTS_HARNESS: Harness = {
  id: 'deepagents',
  label: 'deepagents',
  source: DEEPAGENTS_SOURCE,
  summary: `langchain-ai/deepagents @ 23b83ad5: tool results over ${fmt(NUM_CHARS_PER_TOKEN * TOKEN_LIMIT_BEFORE_EVICT)} chars saved under ${LARGE_TOOL_RESULTS_PREFIX}/ with a ${PREVIEW_HEAD_LINES}+${PREVIEW_TAIL_LINES}-line preview`,
  params: [
    {
      id: 'token-limit',
      label: 'evicts results over',
      value: fmt(TOKEN_LIMIT_BEFORE_EVICT),
      unit: `tokens, checked as ${NUM_CHARS_PER_TOKEN} chars each (${fmt(NUM_CHARS_PER_TOKEN * TOKEN_LIMIT_BEFORE_EVICT)} chars)`,
      source: DEEPAGENTS_RULES.tokenLimit,
      setBy: 'FilesystemMiddleware(tool_token_limit_before_evict=…); None (0 here) turns it off',
      edit: {
        kind: 'number',
        default: TOKEN_LIMIT_BEFORE_EVICT,
        min: 0,
        max: 100_000_000,
        integer: true,
        unit: 'tokens',
      },
    },
    {
      id: 'chars-per-token',
      label: 'chars a token',
      value: NUM_CHARS_PER_TOKEN,
      unit: 'NUM_CHARS_PER_TOKEN',
      source: DEEPAGENTS_RULES.charsPerToken,
      setBy: 'fixed in deepagents’ code',
    },
    {
      id: 'excluded',
      label: 'never evicted',
      value: TOOLS_EXCLUDED_FROM_EVICTION.join(', '),
      unit: '',
      source: DEEPAGENTS_RULES.excluded,
    },
    {
      id: 'preview',
      label: 'preview',
      value: `${PREVIEW_HEAD_LINES} head + ${PREVIEW_TAIL_LINES} tail lines, numbered`,
      unit: `each cut to ${fmt(PREVIEW_LINE_CHARS)} chars; "... [N lines truncated] ..." between`,
      source: DEEPAGENTS_RULES.preview,
      // `_create_content_preview(head_lines=5, tail_lines=5)` is called with its defaults: FilesystemMiddleware
      // passes no value of its own, so no setting reaches them.
      setBy: 'fixed in deepagents’ code (FilesystemMiddleware takes no preview setting)',
    },
    {
      id: 'message',
      label: 'the model reads',
      value:
        'Tool result too large, the result of this tool call {id} was saved in the filesystem at this path: …',
      unit: '',
      source: DEEPAGENTS_RULES.message,
    },
    {
      id: 'path',
      label: 'saved to',
      value: `${LARGE_TOOL_RESULTS_PREFIX}/<tool call id>`,
      unit: '(. / \\ in the id become _)',
      source: DEEPAGENTS_RULES.prefix,
    },
  ],
  deliver: (input: HarnessInput, o?: HarnessOverrides) =>
    deliverDeepagents(input, numberParam(o, 'token-limit', TOKEN_LIMIT_BEFORE_EVICT)),
}
