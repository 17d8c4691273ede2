import type { Scenario } from '../scenario.ts'
import {
  compactScenario,
  contentChars,
  contentTexts,
  pastedChars,
  pastedOutputChars,
} from './compact-scenario.ts'

// Which scenarios a link carries, without the encoding (link-for.ts encodes): cheap and free of the coder, its
// dictionary and the frozen defaults, so the first page plans links and loads the coder when it makes one.

/** Pasted text up to this size goes into the URL whole; past it the URL carries the compact scenario. */
export const FULL_LINK_MAX_PASTED_CHARS = 1_000_000

/** What a link carries: the scenarios, their compact forms, or nothing (see `shareLinkFor`). */
export interface LinkPlan {
  carried: { scenario: Scenario; pinned?: Scenario } | null
  compact: boolean
}

/**
 * `shareLinkFor` without the encoding: which scenarios its link carries. Cheap (no compression), so the page
 * plans here and has a worker encode, since compressing 50,000 chars takes the page's thread past 100 ms.
 * @example planShareLink(defaultScenario()).carried?.scenario === defaultScenario() (the same object)
 */
export function planShareLink(scenario: Scenario, pinned?: Scenario): LinkPlan {
  const sides = pinned === undefined ? [scenario] : [scenario, pinned]
  const sum = (f: (s: Scenario) => number) => sides.reduce((t, s) => t + f(s), 0)
  const both = (s: Scenario, p?: Scenario) => (p === undefined ? { scenario: s } : { scenario: s, pinned: p })
  if (sum(pastedChars) <= FULL_LINK_MAX_PASTED_CHARS)
    return { carried: both(scenario, pinned), compact: false }
  if (sum(contentChars) > FULL_LINK_MAX_PASTED_CHARS) return { carried: null, compact: false }
  const changed = pastedOutputChars(scenario) + (pinned ? pastedOutputChars(pinned) : 0) > 0
  return { carried: both(compactScenario(scenario), pinned && compactScenario(pinned)), compact: changed }
}

/**
 * `compactLinkFor` without the encoding: the compact scenarios, and whether any output changed (when none did,
 * the compact link is the link). Cheap, so the page plans here and has a worker encode: the texts a compact
 * link keeps (a log, a transcript) can be long.
 * @example planCompactLink(defaultScenario()).compact === false
 */
export function planCompactLink(
  scenario: Scenario,
  pinned?: Scenario,
): { carried: { scenario: Scenario; pinned?: Scenario }; compact: boolean } {
  const changed = pastedOutputChars(scenario) + (pinned ? pastedOutputChars(pinned) : 0) > 0
  const carried =
    pinned === undefined
      ? { scenario: compactScenario(scenario) }
      : { scenario: compactScenario(scenario), pinned: compactScenario(pinned) }
  return { carried, compact: changed }
}

/**
 * Why a scenario has no link: which pasted texts make it too long, biggest first.
 * @example tooLongForLink(s).startsWith('The URL cannot carry this scenario')
 */
export function tooLongForLink(scenario: Scenario): string {
  const parts = contentTexts(scenario)
    .filter((t) => t.chars >= 10_000)
    .sort((a, b) => b.chars - a.chars)
    .map((t) => `${t.where} ${t.chars.toLocaleString('en-US')} chars`)
  return `The URL cannot carry this scenario: its pasted texts (${parts.join(', ')}) hold more than the ${FULL_LINK_MAX_PASTED_CHARS.toLocaleString('en-US')} chars a link carries, and the numbers depend on their content. The address bar carries no link now (a reload opens the copy saved in this browser); use “Save file” to share it.`
}
