import type { OpenResult, Scenario } from '../engine/index.ts'
import type { EngineClient, EngineClientOptions } from './engine-client.ts'

/** What `deferredEngineClient` loads: engine-client.ts's maker (a dynamic `import()` of it, in the page). */
export type ClientMaker = (options: EngineClientOptions) => EngineClient

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * An engine client whose code (the worker protocol, its deadlines and restarts: ~3.5 kB gzip) is not on the first
 * page: the page draws its first result itself (seed 003's part), and every request made before `load` resolves
 * waits for it, in order. Only the latest scenario submitted meanwhile is sent, as the client itself keeps only
 * the latest. If the code cannot load (a deploy replaced it, the network went), each request answers that, once,
 * with the reason: the report as a failure, an open as an error, a link as a rejection.
 */
export function deferredEngineClient(load: Promise<ClientMaker>, options: EngineClientOptions): EngineClient {
  let real: EngineClient | null = null
  let failed: string | null = null
  let waitingScenario: Scenario | null = null
  let disposed = false
  const ready = load.then(
    (make) => {
      if (disposed) return null
      real = make(options)
      if (waitingScenario !== null) real.submit(waitingScenario)
      waitingScenario = null
      return real
    },
    (error: unknown) => {
      failed = `the engine's page code did not load (${errorText(error)}): reload the page`
      if (waitingScenario !== null && !disposed)
        options.onResult({ ok: false, message: failed, scenario: waitingScenario })
      waitingScenario = null
      return null
    },
  )
  return {
    submit(scenario) {
      if (disposed) return
      if (real) real.submit(scenario)
      else if (failed !== null) options.onResult({ ok: false, message: failed, scenario })
      else waitingScenario = scenario
    },
    open(request, file, watch) {
      if (real) return real.open(request, file, watch)
      return ready.then((client): OpenResult | Promise<OpenResult> =>
        client ? client.open(request, file, watch) : { kind: 'error', message: failed ?? 'disposed' },
      )
    },
    encodeLink(scenario, pinned, signal) {
      if (real) return real.encodeLink(scenario, pinned, signal)
      return ready.then((client) => {
        if (!client) throw new Error(failed ?? 'disposed')
        return client.encodeLink(scenario, pinned, signal)
      })
    },
    dispose() {
      disposed = true
      waitingScenario = null
      real?.dispose()
    },
  }
}
