// Vitest globalSetup of the 'shared' project: builds the engine CLI once per run, as `npm run engine` runs it
// (scripts/build-cli.mjs), into a temporary directory away from node_modules (packages are bundled, so it must run
// from there), and hands its path to the tests (`inject('engineCli')`, used by test/support/engine-cli.ts). One
// build (~1 s) replaces a TypeScript loader at every start: a process started from source through tsx cost ~0.75 s
// of CPU, the built one ~0.1 s.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

const root = fileURLToPath(new URL('../../', import.meta.url))

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-cli-'))
  const build = () => {
    const r = spawnSync(process.execPath, ['scripts/build-cli.mjs', '--out', join(dir, 'cli')], {
      cwd: root,
      encoding: 'utf8',
    })
    if (r.status !== 0) throw new Error(`scripts/build-cli.mjs failed (exit ${r.status}): ${r.stderr}`)
  }
  try {
    build()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  // In watch mode the source may have changed since: each rerun tests the CLI built from it.
  project.onTestsRerun(build)
  project.provide('engineCli', join(dir, 'cli/main.mjs'))
  return () => rmSync(dir, { recursive: true, force: true })
}
