import type { EngineClient } from '../worker/engine-client.ts'
import type { AppStore } from './types.ts'

/**
 * Sends every new scenario to the engine, unless the report already answers it (another tab of the same work:
 * `reportAnswers`); the client keeps only the latest.
 */
export function startEngineSync(store: AppStore, client: EngineClient): () => void {
  client.submit(store.getState().scenario)
  return store.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario && state.reportScenario !== state.scenario)
      client.submit(state.scenario)
  })
}
