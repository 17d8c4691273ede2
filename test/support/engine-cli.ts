// The one place that knows how a test starts the engine CLI as a process: the bundle built for this run by
// engine-cli-setup.ts (what `npm run engine` runs), under plain `node`, in the package root with INIT_CWD set as
// `npm run` sets it.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

/** The package root: the CLI's working directory, and what relative paths in its arguments are read against. */
export const root = fileURLToPath(new URL('../../', import.meta.url))

/** The built CLI's directory (its chunks and the simulation thread's file are beside `main.mjs`). */
export const engineCliDir = () => dirname(inject('engineCli'))

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
