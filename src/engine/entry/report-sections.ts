import type { SystemId } from '../scenario.ts'

/**
 * The parts of a report computed only when asked for: the replay runs every framework over the batches, the
 * cost prices a session under each, the session replays it call by call under every harness. The other parts
 * are cheap and always computed.
 */
export const ON_DEMAND_SECTIONS = ['replay', 'cost', 'session'] as const
export type OnDemandSection = (typeof ON_DEMAND_SECTIONS)[number]

const BY_TAB: Partial<Record<SystemId, readonly OnDemandSection[]>> = {
  replay: ['replay'],
  // The cost of each framework is priced from its replay.
  cost: ['replay', 'cost'],
  session: ['session'],
}

/**
 * The on-demand sections a tab shows, so the page (and the CLI, for a file's saved view) asks `evaluate` for
 * exactly those: the engine itself never reads the view.
 * @example sectionsForTab('cost') → ['replay', 'cost']; sectionsForTab('result-budget') → []
 */
export function sectionsForTab(tab: SystemId): OnDemandSection[] {
  return [...(BY_TAB[tab] ?? [])]
}
