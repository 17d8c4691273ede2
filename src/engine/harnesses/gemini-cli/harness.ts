import { joinParts, keptCharsOf, type TrimPart } from '../../strategies/trim.ts'
import { deliverWhole } from '../deliver-whole.ts'
import { numberParam } from '../overrides.ts'
import type { Delivery, Harness, HarnessInput, HarnessOverrides, HarnessParam } from '../types.ts'
import { GEMINI_SESSION_DEFAULTS, type GeminiSessionSettings } from './session.ts'
import {
  COMPRESSION_PRESERVE_THRESHOLD,
  COMPRESSION_TOKEN_THRESHOLD,
  FUNCTION_RESPONSE_TOKEN_BUDGET,
  GEMINI_BUILTIN_TOOLS,
  GEMINI_RULES,
  GEMINI_SOURCE,
  GEMINI_TOKEN_LIMIT,
  MASK_EXEMPT_TOOLS,
  MASK_MIN_PRUNABLE_TOKENS,
  MASK_PROTECTION_TOKENS,
  SHELL_TOOL_NAME,
  TRUNCATE_TOOL_OUTPUT_THRESHOLD,
  WEB_FETCH_MAX_CHARS,
  WEB_FETCH_WARNING,
} from './source.ts'
import { omittedLine, truncationHeader } from './truncate.ts'
import { truncateStringParts } from './truncate-string.ts'

/** The file Gemini CLI saves a cut output to: `<tool>_<callId>.txt` under the project's temp dir (path ours). */
const outputFile = (tool: string, callIndex: number) =>
  `~/.gemini/tmp/<project>/tool-outputs/${tool.replace(/[^a-zA-Z0-9_-]/g, '_').toLowerCase()}_call-${callIndex + 1}.txt`

/**
 * One output as Gemini CLI's model receives it: a `run_shell_command` output or an MCP tool's text over
 * `truncateToolOutputThreshold` chars (40,000; less when the window has less room, 4 chars a token) is saved to
 * a file and cut to its first 20% and last 80% of the threshold under a header naming the file; other built-in
 * tools' outputs pass whole.
 * @example deliverGemini({ tool: 'run_shell_command', isError: false, text: 'a'.repeat(40_001), callIndex: 0 }).keptChars === 40_000
 */
export function deliverGemini(input: HarnessInput, threshold = TRUNCATE_TOOL_OUTPUT_THRESHOLD): Delivery {
  const { text, tool } = input
  const mcp = !GEMINI_BUILTIN_TOOLS.includes(tool)
  const applies = tool === SHELL_TOOL_NAME || mcp
  const whole = deliverWhole(
    text,
    { unit: 'chars', value: text.length },
    applies ? (mcp ? 'MCP result' : 'shell output') : 'built-in tool result (never cut)',
  )
  if (tool === 'web_fetch' && text.length > WEB_FETCH_MAX_CHARS) {
    // The fetched page's own cap (without context management): its cut also drops the line breaks it keeps.
    const parts = truncateStringParts(text, WEB_FETCH_MAX_CHARS, WEB_FETCH_WARNING)
    return cut(
      whole,
      parts,
      `web_fetch page over ${WEB_FETCH_MAX_CHARS.toLocaleString('en-US')} chars: head kept, its line breaks dropped (truncateString)`,
    )
  }
  if (!applies || threshold <= 0 || text.length <= threshold) return whole
  const head = Math.floor(threshold * 0.2)
  const tail = threshold - head
  const parts = [
    { kind: 'notice' as const, text: `${truncationHeader(head, tail, outputFile(tool, input.callIndex))}\n` },
    { kind: 'kept' as const, start: 0, end: head },
    { kind: 'notice' as const, text: `\n\n${omittedLine(text.length - threshold)}\n\n` },
    { kind: 'kept' as const, start: text.length - tail, end: text.length },
  ]
  return cut(
    whole,
    parts,
    `${mcp ? 'MCP result' : 'shell output'} over ${threshold.toLocaleString('en-US')} chars: saved to a file, first 20% and last 80% kept`,
  )
}

/** `whole` cut into `parts`: the text they deliver, the chars of the original they keep, under `rule`. */
function cut(whole: Delivery, parts: TrimPart[], rule: string): Delivery {
  const text = joinParts(whole.text, parts)
  return {
    ...whole,
    text,
    parts,
    truncated: true,
    keptChars: keptCharsOf(parts),
    measure: { unit: 'chars', value: text.length },
    rule,
  }
}

const fmt = (n: number) => n.toLocaleString('en-US')
const tokens = (d: number) =>
  ({ kind: 'number', default: d, min: 0, max: 100_000_000, integer: true, unit: 'tokens' }) as const

/**
 * Gemini CLI's settings under the app's edited parameters (ids of its `params` and `geminiSessionParams`), for
 * `deliverGemini` (its `threshold`) and `compressGemini`; absent ones keep its defaults.
 * @example geminiSettings({ 'compress-at': 0.6 }).compressionThreshold === 0.6
 */
export const geminiSettings = (o?: HarnessOverrides): GeminiSessionSettings => {
  const d = GEMINI_SESSION_DEFAULTS
  return {
    ...d,
    compressionThreshold: numberParam(o, 'compress-at', d.compressionThreshold),
    truncateToolOutputThreshold: numberParam(o, 'threshold', d.truncateToolOutputThreshold),
    masking: {
      protectionThresholdTokens: numberParam(o, 'mask-protect', d.masking.protectionThresholdTokens),
      minPrunableThresholdTokens: numberParam(o, 'mask-min', d.masking.minPrunableThresholdTokens),
    },
    preserveThreshold: numberParam(o, 'preserve', d.preserveThreshold),
    functionResponseTokenBudget: numberParam(o, 'response-budget', d.functionResponseTokenBudget),
  }
}

/** A constant of Gemini CLI's code the app lets a user try other values of: no setting of Gemini CLI changes it. */
const fixedInCode = (constant: string) =>
  `fixed in Gemini CLI’s code (${constant}): no setting changes it; a value here is a what-if`

/** Gemini CLI's chat-compression rules, each at its file:line, with the values `s` gives them. */
export function geminiSessionParams(s: GeminiSessionSettings = GEMINI_SESSION_DEFAULTS): HarnessParam[] {
  return [
    {
      id: 'compress-at',
      label: 'compresses when the last prompt reaches',
      value: s.compressionThreshold,
      unit: `× the model’s token limit (${fmt(GEMINI_TOKEN_LIMIT)})`,
      source: GEMINI_RULES.compressionThreshold,
      setBy: 'model.compressionThreshold',
      edit: {
        kind: 'number',
        default: COMPRESSION_TOKEN_THRESHOLD,
        min: 0,
        max: 1,
        integer: false,
        unit: '× the token limit',
      },
    },
    {
      id: 'preserve',
      label: 'keeps the newest',
      value: s.preserveThreshold,
      unit: 'of the history’s chars, split at a user message',
      source: GEMINI_RULES.preserveThreshold,
      setBy: fixedInCode('COMPRESSION_PRESERVE_THRESHOLD'),
      edit: {
        kind: 'number',
        default: COMPRESSION_PRESERVE_THRESHOLD,
        min: 0,
        max: 1,
        integer: false,
        unit: '× the history’s chars',
      },
    },
    {
      id: 'split',
      label: 'split point',
      value: 'findCompressSplitPoint',
      unit: '',
      source: GEMINI_RULES.splitPoint,
    },
    {
      id: 'response-budget',
      label: 'function responses kept whole, newest first',
      value: fmt(s.functionResponseTokenBudget),
      unit: 'tokens (chars / 4); older ones cut to head and tail',
      source: GEMINI_RULES.responseBudget,
      setBy: fixedInCode('COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET'),
      edit: tokens(FUNCTION_RESPONSE_TOKEN_BUDGET),
    },
    {
      id: 'mask-protect',
      label: 'masking: newest tool-output tokens kept',
      value: fmt(s.masking.protectionThresholdTokens),
      unit: 'tokens (older outputs become a <tool_output_masked> 250+250-char preview)',
      source: GEMINI_RULES.maskDefaults,
      setBy: 'contextManagement.tools.outputMasking.protectionThresholdTokens',
      edit: tokens(MASK_PROTECTION_TOKENS),
    },
    {
      id: 'mask-min',
      label: 'masking runs once maskable tokens reach',
      value: fmt(s.masking.minPrunableThresholdTokens),
      unit: 'tokens, before every turn',
      source: GEMINI_RULES.maskScan,
      setBy: 'contextManagement.tools.outputMasking.minPrunableThresholdTokens',
      edit: tokens(MASK_MIN_PRUNABLE_TOKENS),
    },
    {
      id: 'mask-exempt',
      label: 'never masked',
      value: MASK_EXEMPT_TOOLS.join(', '),
      unit: '',
      source: GEMINI_RULES.maskExempt,
    },
    {
      id: 'summary',
      label: 'compressed part becomes',
      value: '<state_snapshot>',
      unit: `+ “Got it. Thanks for the additional context!” (summary ${fmt(s.summaryTokens)} tokens assumed)`,
      source: GEMINI_RULES.newHistory,
    },
  ]
}

/** Gemini CLI as a harness of the replay. */
export const GEMINI_HARNESS: Harness = {
  id: 'gemini-cli',
  label: 'Gemini CLI',
  source: GEMINI_SOURCE,
  summary: `google-gemini/gemini-cli @ 5411f113: shell and MCP outputs over ${fmt(TRUNCATE_TOOL_OUTPUT_THRESHOLD)} chars saved to a file, first 20% and last 80% kept; chat compressed at 50% of the token limit, newest 30% kept; outputs past the newest 50,000 tokens masked`,
  params: [
    {
      id: 'threshold',
      label: 'shell and MCP output cut over',
      value: fmt(TRUNCATE_TOOL_OUTPUT_THRESHOLD),
      unit: 'chars (or 4 × tokens left in the window, if less)',
      source: GEMINI_RULES.truncateThreshold,
      setBy: 'tools.truncateToolOutputThreshold',
      edit: {
        kind: 'number',
        default: TRUNCATE_TOOL_OUTPUT_THRESHOLD,
        min: 0,
        max: 100_000_000,
        integer: true,
        unit: 'chars',
      },
    },
    {
      id: 'cut',
      label: 'a cut output keeps',
      value: '20% head, 80% tail',
      unit: 'of the threshold',
      source: GEMINI_RULES.formatTruncated,
    },
    { id: 'shell', label: 'shell tool', value: SHELL_TOOL_NAME, unit: '', source: GEMINI_RULES.shellName },
    {
      id: 'web-fetch',
      label: 'web_fetch page cut over',
      value: fmt(WEB_FETCH_MAX_CHARS),
      unit: 'chars: head kept, then “... [Content truncated due to size limit] ...”',
      source: GEMINI_RULES.webFetchMax,
    },
    {
      id: 'truncate-string',
      label: 'that cut drops line breaks',
      value: 'yes',
      unit: '(truncateString’s `.` matches no line terminator)',
      source: GEMINI_RULES.truncateString,
    },
  ],
  session: {
    summary:
      'tool-output masking (toolOutputMaskingService.ts) and chat compression (chatCompressionService.ts)',
    params: geminiSessionParams(),
  },
  deliver: (input: HarnessInput, o?: HarnessOverrides) =>
    deliverGemini(input, numberParam(o, 'threshold', TRUNCATE_TOOL_OUTPUT_THRESHOLD)),
  sessionParamsAt: (o?: HarnessOverrides) => geminiSessionParams(geminiSettings(o)),
}
