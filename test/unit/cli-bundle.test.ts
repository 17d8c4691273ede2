import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import { readScenarioFile } from '../../src/engine/index.ts'
import { loadTokenizers } from '../../src/engine/measure/load-tokenizers.ts'
import { simulate } from '../../src/engine/plans/simulation/simulate.ts'
import { root, runEngine } from '../support/engine-cli.ts'

const fixture = 'src/engine/import/fixtures/transcripts/openai-chat-completions.complex-agent-run.vcr.yaml'
// The CLI as `npm run engine` runs it: built by scripts/build-cli.mjs into a directory of its own for this run
// (test/support/engine-cli-setup.ts; packages are bundled, so it runs away from node_modules too), then started as a
// plain `node` process.
const dir = mkdtempSync(join(tmpdir(), 'cli-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function inProcess(argv: string[], tokenizers = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    readFile: (path) => readFileSync(join(root, path), 'utf8'),
    stdout: (s) => out.push(s),
    stderr: (s) => err.push(s),
    tokenizers,
  }
  const code = await runCli(argv, io)
  return { code, stdout: out.join(''), stderr: err.join('') }
}

describe('the built CLI', () => {
  it('prints what the source prints: help, evaluate, and replay with the o200k_base tokenizer chunk', async () => {
    for (const argv of [['help'], ['evaluate', 'public/examples/default.json']]) {
      const built = runEngine(...argv)
      const source = await inProcess(argv)
      expect(built.status, built.stderr).toBe(0)
      expect(built.stdout).toBe(source.stdout)
    }
    const { tokenizers } = await loadTokenizers(['o200k_base'])
    const built = runEngine('replay', fixture, '--harness', 'codex-cli')
    const source = await inProcess(['replay', fixture, '--harness', 'codex-cli'], tokenizers)
    expect(built.status, built.stderr).toBe(0)
    expect(built.stdout).toBe(source.stdout)
    expect(built.stdout).toContain('"tokenMeasure":"o200k_base"')
  }, 60_000)

  it('runs simulate on its own worker thread file, with the numbers simulate() gives', () => {
    const s = JSON.parse(
      readFileSync(join(root, 'public/examples/simulation-flaky-vs-reliable.json'), 'utf8'),
    )
    s.plans.simulation.runs = 40
    const file = join(dir, 's.json')
    writeFileSync(file, JSON.stringify(s))
    const built = runEngine('simulate', file, '--threads', '2')
    expect(built.status, built.stderr).toBe(0)
    const read = readScenarioFile(JSON.stringify(s))
    if (!read.ok) throw new Error(read.message)
    expect(JSON.parse(built.stdout)).toEqual({
      seed: 1,
      ...JSON.parse(JSON.stringify(simulate(read.scenario.plans))),
    })
  }, 60_000)

  it('a bad file is the same one line and exit status', () => {
    const built = runEngine('replay', 'no-such-file.json')
    expect(built.status).toBe(1)
    expect(built.stderr).toBe('engine: no-such-file.json: file not found\n')
  }, 60_000)
})
