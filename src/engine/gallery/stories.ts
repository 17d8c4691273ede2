import { charsPerToken, failedBuild, parallelReads, preTrim, whyEightyK } from './stories-budget.ts'
import {
  budgetPressure,
  greedyLocksIn,
  optimisticStart,
  thompsonVsUcb,
  ucbSpike,
} from './stories-simulation.ts'
import { builderRunsOut, categoryStarvation, requestMoreTools } from './stories-tools.ts'
import type { Story } from './story.ts'

/**
 * The gallery, in reading order: seed 003's budget, how trims and estimates go wrong, seed 004's slots, seed
 * 000's Builder, then seed 001's explore/exploit. Each story's numbers come from its scenario, computed.
 * @example STORIES.length === 13
 */
export const STORIES: readonly Story[] = [
  whyEightyK,
  parallelReads,
  preTrim,
  failedBuild,
  charsPerToken,
  categoryStarvation,
  requestMoreTools,
  builderRunsOut,
  greedyLocksIn,
  optimisticStart,
  ucbSpike,
  thompsonVsUcb,
  budgetPressure,
]

/**
 * A story by id, or null (a link may name a story this build does not have).
 * @example storyById('ucb-spike')?.tab === 'simulation'
 */
export function storyById(id: string): Story | null {
  return STORIES.find((s) => s.id === id) ?? null
}
