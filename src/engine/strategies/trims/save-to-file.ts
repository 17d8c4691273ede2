import { textFacts } from '../text-facts.ts'
import type { Cut, TrimContext } from '../types.ts'

/** Claude Code's preview of a result it keeps out of context: the first 2,000 chars ("Preview (first 2KB)"). */
export const SAVE_PREVIEW_CHARS = 2_000

/**
 * A size as Claude Code writes it in that notice ("Output too large (17.3KB)"): bytes, one decimal, KB/MB.
 * @example formatSize(17_715) === '17.3KB'
 */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`
}

/**
 * Save to file, as Claude Code (2.1.x) does with results over its threshold (50,000 chars for tool results; 30,000
 * for Bash output): the result stays out of context, saved under `tool-results/`, and the model gets a reference
 * with a preview of the first 2KB, in the wording users have reported from it (anthropics/claude-code#23948):
 * `<persisted-output>\nOutput too large (4.8MB). Full output saved to: …/<id>.txt\n\nPreview (first 2KB):\n…`.
 * Our choices: the budget plays the threshold, the preview is the first 2,000 chars or the budget if smaller,
 * the file is named after the call (`tool-results/call-N.txt`), and the wrapper closes after the preview.
 * @example trimSaveToFile({ text: 'x'.repeat(60_000), budget: 50_000, m: chars, callIndex: 0 }).before starts '<persisted-output>\nOutput too large (58.6KB)'
 */
export function trimSaveToFile({ text, budget, m, callIndex }: TrimContext): Cut {
  const previewEnd = Math.min(m.prefixEnd(text, budget), previewChars(text))
  const before = `<persisted-output>\nOutput too large (${formatSize(textFacts(text).utf8Bytes())}). Full output saved to: tool-results/call-${callIndex + 1}.txt\n\nPreview (first 2KB):\n`
  return {
    kept: [[0, previewEnd]],
    after: ['\n</persisted-output>'],
    before,
    header: '',
    inlineOnly: true,
  }
}

/** 2,000 chars, backed off so the preview never ends inside a surrogate pair. */
function previewChars(text: string): number {
  const n = Math.min(SAVE_PREVIEW_CHARS, text.length)
  const c = text.charCodeAt(n - 1)
  return n < text.length && c >= 0xd800 && c <= 0xdbff ? n - 1 : n
}
