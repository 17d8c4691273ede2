import { MASK_EXEMPT_TOOLS, MASK_MIN_PRUNABLE_TOKENS, MASK_PROTECTION_TOKENS } from './source.ts'

/** A function response as the masking scan reads it, oldest first. */
export interface MaskCandidate {
  tool: string
  /** Its size in Gemini's estimate (chars / 4 for ASCII text). */
  tokens: number
  /** Already replaced by a `<tool_output_masked>` snippet in an earlier pass. */
  masked: boolean
}

/** The masking settings (`contextManagement.tools.outputMasking` in settings.json). */
export interface MaskSettings {
  protectionThresholdTokens: number
  minPrunableThresholdTokens: number
}

export const MASK_DEFAULTS: MaskSettings = {
  protectionThresholdTokens: MASK_PROTECTION_TOKENS,
  minPrunableThresholdTokens: MASK_MIN_PRUNABLE_TOKENS,
}

/**
 * `ToolOutputMaskingService.mask`'s scan (toolOutputMaskingService.ts:90-154 at 5411f113): newest first, skipping
 * exempt tools and outputs already masked, count tokens until they pass the protection threshold; the output that
 * crosses it and every older one are maskable, and they are masked only if they add up to at least the minimum.
 * Returns the indexes (into `parts`) to mask, oldest first.
 * @example maskPlan([{ tool: 'grep', tokens: 60_000, masked: false }, { tool: 'grep', tokens: 10, masked: false }]) → [0]
 */
export function maskPlan(parts: readonly MaskCandidate[], s: MaskSettings = MASK_DEFAULTS): number[] {
  let cumulative = 0
  let boundary = false
  let prunable = 0
  const hit: number[] = []
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]
    if (!p || MASK_EXEMPT_TOOLS.includes(p.tool) || p.masked) continue
    if (!boundary) {
      cumulative += p.tokens
      if (cumulative <= s.protectionThresholdTokens) continue
      boundary = true
    }
    prunable += p.tokens
    hit.push(i)
  }
  return prunable < s.minPrunableThresholdTokens ? [] : hit.reverse()
}

/**
 * The snippet a masked output becomes (toolOutputMaskingService.ts:203-213, 360-367): for a tool other than the
 * shell, the first and last 250 chars of its JSON when over 500, under the file it was written to. (The shell's
 * preview keeps the first and last 10 lines of its `Output:` section and its other sections whole: not modelled.)
 * @example maskedSnippet('abc', '/f').startsWith('<tool_output_masked>\nabc\n')
 */
export function maskedSnippet(json: string, filePath: string): string {
  const preview = json.length > 500 ? `${json.slice(0, 250)}\n... [TRUNCATED] ...\n${json.slice(-250)}` : json
  return `<tool_output_masked>\n${preview}\n\nOutput too large. Full output available at: ${filePath}\n</tool_output_masked>`
}
