import type { SystemId, View } from '../scenario.ts'

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

/** What a view asks of `evaluate`: the on-demand sections its tab shows, and the batch it shows. */
export interface ViewAsks {
  sections: OnDemandSection[]
  shownBatch: number
}

/**
 * What the page (and the CLI, for a file's saved view) passes to `evaluate` for `view`: the engine computes
 * what it is told and never reads the view itself.
 * @example asksOf({ tab: 'cost', batchIndex: 2 }) → { sections: ['replay', 'cost'], shownBatch: 2 }
 */
export function asksOf(view: Pick<View, 'tab' | 'batchIndex'>): ViewAsks {
  return { sections: sectionsForTab(view.tab), shownBatch: view.batchIndex }
}
