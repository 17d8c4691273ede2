import type { Scenario } from '../scenario.ts'
import { encodeShareLink } from './encode-link.ts'
import { planCompactLink, planShareLink } from './link-plan.ts'

export {
  FULL_LINK_MAX_PASTED_CHARS,
  type LinkPlan,
  planCompactLink,
  planShareLink,
  tooLongForLink,
} from './link-plan.ts'

/**
 * The link the app writes for a scenario (and its pinned A, for an A/B view): whole when the pasted text of
 * both is at most 1,000,000 chars; compact (pasted outputs over 2,000 chars as same-length samples, so every
 * number matches) when the outputs make it bigger; none (`hash: null`) when texts whose content matters (a log,
 * a trace, a transcript, schemas) are too long on their own. The page, the copy button and the CLI all use it.
 * @example shareLinkFor(defaultScenario()) → { hash: '#s=2.…', compact: false }
 */
export function shareLinkFor(
  scenario: Scenario,
  pinned?: Scenario,
): { hash: string | null; compact: boolean } {
  const { carried, compact } = planShareLink(scenario, pinned)
  return { hash: carried && encodeShareLink(carried.scenario, carried.pinned), compact }
}

/**
 * The compact link, whatever the size: pasted outputs over 2,000 chars become generated text of the same
 * length. Offered beside the copy button when the whole link is long; `compact` says whether anything changed.
 * @example compactLinkFor(defaultScenario()).compact === false
 */
export function compactLinkFor(scenario: Scenario, pinned?: Scenario): { hash: string; compact: boolean } {
  const { carried, compact } = planCompactLink(scenario, pinned)
  return { hash: encodeShareLink(carried.scenario, carried.pinned), compact }
}
