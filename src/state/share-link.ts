import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import {
  compactScenario,
  contentChars,
  contentTexts,
  pastedChars,
  pastedOutputChars,
} from './compact-scenario.ts'

/** Pasted text up to this size goes into the URL whole; past it the URL carries the compact scenario. */
export const FULL_LINK_MAX_PASTED_CHARS = 1_000_000
/**
 * Links of scenarios with more pasted text than this are encoded in the engine worker: deflating 750 KB takes
 * the page's thread over 100 ms, and an edit must not.
 */
export const ENCODE_IN_PAGE_MAX_CHARS = 50_000

/** A scenario's link: `hash` null when no link can carry it; `compact` when outputs became samples. */
export interface ShareLink {
  hash: string | null
  compact: boolean
}

/** Why a scenario has no link: which pasted texts make it too long, biggest first. */
export function tooLongForLink(scenario: Scenario): string {
  const parts = contentTexts(scenario)
    .filter((t) => t.chars >= 10_000)
    .sort((a, b) => b.chars - a.chars)
    .map((t) => `${t.where} ${t.chars.toLocaleString('en-US')} chars`)
  return `The URL cannot carry this scenario: its pasted texts (${parts.join(', ')}) hold more than the ${FULL_LINK_MAX_PASTED_CHARS.toLocaleString('en-US')} chars a link carries, and the numbers depend on their content. The address bar carries no link now (a reload opens the copy saved in this browser); use “Save file” to share it.`
}

/**
 * What a scenario's link carries: itself when its pasted text is small; the compact scenario (outputs as
 * same-length samples) when the outputs make it big; nothing when texts whose content matters (a log, a trace,
 * a transcript) are too long on their own.
 */
function planShareLink(scenario: Scenario): { carried: Scenario | null; compact: boolean } {
  if (pastedChars(scenario) <= FULL_LINK_MAX_PASTED_CHARS) return { carried: scenario, compact: false }
  if (contentChars(scenario) > FULL_LINK_MAX_PASTED_CHARS) return { carried: null, compact: false }
  return { carried: compactScenario(scenario), compact: pastedOutputChars(scenario) > 0 }
}

/** The link for a scenario, encoded here (see `planShareLink`). */
export function shareLinkFor(scenario: Scenario): ShareLink {
  const { carried, compact } = planShareLink(scenario)
  return { hash: carried === null ? null : encodeShareLink(carried), compact }
}

/**
 * The link for a scenario, encoded off the page's thread by `encodeInWorker` when the text it carries is big
 * (and here when it is small, or the worker fails).
 */
export async function linkFor(
  scenario: Scenario,
  encodeInWorker?: (scenario: Scenario) => Promise<string>,
): Promise<ShareLink> {
  const { carried, compact } = planShareLink(scenario)
  if (carried === null) return { hash: null, compact }
  if (encodeInWorker && pastedChars(carried) > ENCODE_IN_PAGE_MAX_CHARS) {
    const hash = await encodeInWorker(carried).catch(() => null)
    if (hash !== null) return { hash, compact }
  }
  return { hash: encodeShareLink(carried), compact }
}
