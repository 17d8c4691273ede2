// The one place that knows how a test starts the engine CLI as a process: the bundle built for this run by
// engine-cli-setup.ts (what `npm run engine` runs), under plain `node`, in the package root with INIT_CWD set as
// `npm run` sets it.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { type BlockThread, spawnBlockThread } from '../../src/cli/simulation-threads.ts'

/** The package root: the CLI's working directory, and what relative paths in its arguments are read against. */
export const root = fileURLToPath(new URL('../../', import.meta.url))

/** The built CLI's directory (its chunks and the simulation thread's file are beside `main.mjs`). */
export const engineCliDir = () => dirname(inject('engineCli'))

/**
 * A simulation thread of this run's built CLI, for `runCli` in-process (`io.simulate.spawn`): the same
 * simulation-thread.ts, started in ~30 ms instead of the ~0.8 s of CPU a thread from source takes to register tsx and
 * compile the engine. A test that means the thread from source leaves `spawn` out.
 */
export const builtSimulationThread = (): BlockThread =>
  spawnBlockThread(join(engineCliDir(), 'simulation-thread.mjs'))

/** Runs `engine <args…>` to its end; stdout and stderr as text. */
export function runEngine(...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [inject('engineCli'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: root },
    // A guard against a hang only: a start costs ~0.1 s of CPU.
    timeout: 120_000,
  })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built CLI's entry file (`main.mjs`), in a directory of its own for this run. */
    engineCli: string
  }
}
