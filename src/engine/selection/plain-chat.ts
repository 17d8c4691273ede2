import type { Catalog } from './catalog.ts'

/** Why nothing was selected, so the assistant answers as plain chat. */
export type PlainChatReason =
  | 'classifier-none'
  | 'no-categories'
  | 'unknown-categories'
  | 'no-slots'
  | 'nothing-available'

export interface PlainChat {
  reason: PlainChatReason
  /** What happens and why, as the UI and the CLI say it. */
  message: string
}

/** The classifier's answer for a message that needs no tool (small talk, a greeting). */
export const CLASSIFIER_NONE = 'none'

/**
 * Whether the classifier said `none`: its whole answer is that one word. Seed 004's project answers such a
 * message as plain chat whatever the catalog holds, so a category that happens to be called `none` is not walked.
 * @example classifierSaysNone(['none']) === true
 */
export function classifierSaysNone(classified: readonly string[]): boolean {
  return classified.length === 1 && classified[0] === CLASSIFIER_NONE
}

const PLAIN = 'plain chat: no tools are offered, not even request_more_tools, and there is no tool loop'

/**
 * Seed 004 as its code settles it: when the classifier says `none`, or the selection comes back empty, the
 * assistant answers as plain chat (the meta tool is prepended only to a non-empty selection). Returns why, or
 * `null` when tools are offered.
 * @example plainChatOf(catalog, [], 8, []).reason === 'no-categories'
 */
export function plainChatOf(
  catalog: Catalog,
  classified: readonly string[],
  maxTools: number,
  selected: readonly string[],
): PlainChat | null {
  if (classifierSaysNone(classified))
    return { reason: 'classifier-none', message: `The classifier said none: ${PLAIN}.` }
  if (selected.length > 0) return null
  if (classified.length === 0)
    return { reason: 'no-categories', message: `The classifier returned no categories: ${PLAIN}.` }
  if (classified.every((c) => !catalog.categories.has(c)))
    return {
      reason: 'unknown-categories',
      message: `No category the classifier returned is in TOOL_CATEGORIES: ${PLAIN}.`,
    }
  if (maxTools === 0)
    return { reason: 'no-slots', message: `max_tools is 0, so the selection is empty: ${PLAIN}.` }
  return {
    reason: 'nothing-available',
    message: `The classified categories hold no available tool (empty, or every tool unavailable): ${PLAIN}.`,
  }
}
