import { callPoints, type SessionEvent, type SessionItem } from '../session.ts'
import { MASK_DEFAULTS, type MaskSettings, maskedSnippet, maskPlan } from './mask.ts'
import {
  COMPRESSION_PRESERVE_THRESHOLD,
  COMPRESSION_TOKEN_THRESHOLD,
  FUNCTION_RESPONSE_TOKEN_BUDGET,
  GEMINI_TOKEN_LIMIT,
  TRUNCATE_TOOL_OUTPUT_THRESHOLD,
} from './source.ts'
import { omittedLine, splitPoint, truncationHeader } from './truncate.ts'

/** What a user sets (`settings.json`: `model.compressionThreshold`, `tools.truncateToolOutputThreshold`). */
export interface GeminiSessionSettings {
  compressionThreshold: number
  truncateToolOutputThreshold: number
  tokenLimit: number
  /** Tokens of the `<state_snapshot>` summary: the model writes it, so an input of the replay. */
  summaryTokens: number
  /** `contextManagement.tools.outputMasking`. */
  masking: MaskSettings
  /** `COMPRESSION_PRESERVE_THRESHOLD`: the newest share of the history's chars a compression keeps (a constant in its code). */
  preserveThreshold: number
  /** `COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET`: tokens of function responses kept whole, newest first (a constant). */
  functionResponseTokenBudget: number
}

export const GEMINI_SESSION_DEFAULTS: GeminiSessionSettings = {
  compressionThreshold: COMPRESSION_TOKEN_THRESHOLD,
  truncateToolOutputThreshold: TRUNCATE_TOOL_OUTPUT_THRESHOLD,
  tokenLimit: GEMINI_TOKEN_LIMIT,
  summaryTokens: 2_000,
  masking: MASK_DEFAULTS,
  preserveThreshold: COMPRESSION_PRESERVE_THRESHOLD,
  functionResponseTokenBudget: FUNCTION_RESPONSE_TOKEN_BUDGET,
}

/** Chars of a masked output's snippet (its file path counted as 60 chars). */
const maskedChars = (chars: number) => maskedSnippet('x'.repeat(Math.min(chars, 501)), 'x'.repeat(60)).length

/** Chars of an output cut by `formatTruncatedToolOutput` to `max` (the file name counted as 40 chars). */
function cutChars(chars: number, max: number): number {
  if (chars <= max) return chars
  const head = Math.floor(max * 0.2)
  return (
    truncationHeader(head, max - head, 'x'.repeat(40)).length + 1 + max + 4 + omittedLine(chars - max).length
  )
}

/**
 * Gemini CLI's chat compression over a session. Before each call, if the previous call's prompt reached
 * `compressionThreshold` × the model's token limit, it (1) cuts function responses newest-first once `functionResponseTokenBudget` (50,000)
 * estimated tokens (chars / 4, floored) of them are kept, each older one to `formatTruncatedToolOutput`'s head
 * and tail, (2) splits the history where the newest `preserveThreshold` (30%) of its chars begin, at a user message, and (3) replaces
 * what is before the split by the `<state_snapshot>` summary. Then, before every call, tool-output masking
 * (`maskPlan`) replaces the function responses older than the newest 50,000 tokens of them by a
 * `<tool_output_masked>` snippet once at least 30,000 tokens would go; the request being sent and the last entry of
 * the history (the model's call) are never masked. Sizes of the history entries are their chars.
 * @example compressGemini([]).length === 0
 */
export function compressGemini(
  items: readonly SessionItem[],
  s: GeminiSessionSettings = GEMINI_SESSION_DEFAULTS,
): SessionEvent[] {
  const events: SessionEvent[] = []
  const size = new Map<number, { tokens: number; chars: number }>()
  const masked = new Set<number>()
  const sizeOf = (i: number) => size.get(i) ?? items[i] ?? { tokens: 0, chars: 0 }
  const resize = (i: number, to: { tokens: number; chars: number }) => {
    keptTokens += to.tokens - sizeOf(i).tokens
    size.set(i, to)
  }
  let kept: number[] = []
  // Kept in step with `kept` (O(1) a change): the history's tokens, and its results not masked yet, in order (the
  // masking scan skips masked ones, so it reads only these: a session of thousands of calls stays linear).
  let keptTokens = 0
  let unmasked: number[] = []
  let summary = 0
  let next = 0
  let lastPrompt = 0
  for (const call of [...callPoints(items), items.length]) {
    for (; next < call; next++) {
      kept.push(next)
      keptTokens += sizeOf(next).tokens
      if (items[next]?.kind === 'tool-result') unmasked.push(next)
    }
    const prompt = summary + keptTokens
    if (lastPrompt >= s.compressionThreshold * s.tokenLimit) {
      const max = Math.min(4 * (s.tokenLimit - lastPrompt), s.truncateToolOutputThreshold)
      let counter = 0
      const cut: number[] = []
      for (const i of [...kept].reverse()) {
        if (items[i]?.kind !== 'tool-result') continue
        const { chars, tokens } = sizeOf(i)
        const t = Math.floor(chars / 4)
        if (counter + t > s.functionResponseTokenBudget && chars > max) {
          const c = cutChars(chars, max)
          resize(i, { chars: c, tokens: Math.round((tokens * c) / chars) })
          counter += Math.floor(c / 4)
          cut.push(i)
        } else counter += t
      }
      const entries = kept.map((i) => ({
        plainUser: items[i]?.kind === 'user',
        model: items[i]?.kind === 'assistant' || items[i]?.kind === 'tool-call',
        functionCall: items[i]?.kind === 'tool-call',
        chars: sizeOf(i).chars,
      }))
      const at = splitPoint(entries, 1 - s.preserveThreshold)
      const dropped = kept.slice(0, at)
      kept = kept.slice(at)
      keptTokens = kept.reduce((t, i) => t + sizeOf(i).tokens, 0)
      const first = kept[0] ?? Number.POSITIVE_INFINITY
      unmasked = unmasked.filter((i) => i >= first)
      const after = s.summaryTokens + keptTokens
      cut.sort((a, b) => a - b)
      if (cut.length > 0)
        events.push({
          call,
          kind: 'truncate',
          items: cut,
          left: cut.map((i) => sizeOf(i).tokens),
          placeholder: `${truncationHeader(Math.floor(max * 0.2), max - Math.floor(max * 0.2), '<file>')} …`,
          tokensBefore: prompt,
          tokensAfter: after,
          rule: `function responses past ${s.functionResponseTokenBudget.toLocaleString('en-US')} tokens, newest first, cut to ${max.toLocaleString('en-US')} chars`,
        })
      if (dropped.length > 0) {
        events.push({
          call,
          kind: 'compress',
          items: dropped,
          placeholder: '<summary>',
          summaryTokens: s.summaryTokens,
          tokensBefore: prompt,
          tokensAfter: after,
          rule: `last prompt ${lastPrompt.toLocaleString('en-US')} ≥ ${s.compressionThreshold} × ${s.tokenLimit.toLocaleString('en-US')}; newest ${Math.round(s.preserveThreshold * 1000) / 10}% kept`,
        })
        summary = s.summaryTokens
      }
      lastPrompt = summary + keptTokens
    } else lastPrompt = prompt
    // Masking runs after compression on every turn (client.ts:689-699), on the history without the request: the
    // trailing results (the request being sent) and the entry before them (the model's call) are never masked.
    let end = kept.length
    while (end > 0 && items[kept[end - 1] ?? -1]?.kind === 'tool-result') end--
    const limit = end >= 2 ? (kept[end - 2] ?? -1) : -1
    let n = unmasked.length
    while (n > 0 && (unmasked[n - 1] ?? 0) > limit) n--
    const history = unmasked.slice(0, n)
    const plan = maskPlan(
      history.map((i) => ({
        tool: items[i]?.tool ?? '',
        tokens: Math.floor(sizeOf(i).chars / 4),
        masked: false,
      })),
      s.masking,
    )
    const hit = plan.flatMap((h) => {
      const i = history[h]
      if (i === undefined) return []
      const { chars, tokens } = sizeOf(i)
      const c = maskedChars(chars)
      if (c >= chars) return []
      resize(i, { chars: c, tokens: Math.round((tokens * c) / chars) })
      masked.add(i)
      return [i]
    })
    if (hit.length > 0) {
      unmasked = unmasked.filter((i) => !masked.has(i))
      const before = lastPrompt
      lastPrompt = summary + keptTokens
      events.push({
        call,
        kind: 'mask',
        items: hit,
        left: hit.map((i) => sizeOf(i).tokens),
        placeholder: maskedSnippet('<first 250 chars>…<last 250 chars>', '<file>'),
        tokensBefore: before,
        tokensAfter: lastPrompt,
        rule: `tool-output masking: past the newest ${s.masking.protectionThresholdTokens.toLocaleString('en-US')} tokens of outputs, at least ${s.masking.minPrunableThresholdTokens.toLocaleString('en-US')} to mask`,
      })
    }
  }
  return events
}
