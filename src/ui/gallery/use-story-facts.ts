import { useMemo } from 'react'
import type { Story } from '../../engine/index.ts'
import { simulationKey } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'

/**
 * A story's numbers, computed by the engine from the scenario on screen: null while the report (or, for an
 * Explore story, a finished simulation of these settings) is not there yet; `updating` while the report on
 * screen is for an earlier edit.
 */
export function useStoryFacts(story: Story | null) {
  const scenario = useApp((s) => s.scenario)
  const report = useApp((s) => s.report)
  const reportScenario = useApp((s) => s.reportScenario)
  const result = useApp((s) => s.simulations.edited.result)
  const resultKey = useApp((s) => s.simulations.edited.resultKey)
  const simFor = result && !result.partial && resultKey === simulationKey(scenario.plans) ? result : null
  const facts = useMemo(
    () =>
      story ? story.facts({ scenario, report, sim: story.needs === 'simulation' ? simFor : null }) : null,
    [story, scenario, report, simFor],
  )
  return { facts, updating: reportScenario !== scenario }
}
