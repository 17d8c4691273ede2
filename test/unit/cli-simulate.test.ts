import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import { readScenarioFile } from '../../src/engine/index.ts'
import { simulate } from '../../src/engine/plans/simulate/simulate.ts'

const examples = fileURLToPath(new URL('../../public/examples/', import.meta.url))

function fakeIo(files: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    readFile(path) {
      const file = files[path]
      if (file === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
      return file
    },
    stdout: (s) => out.push(s),
    stderr: (s) => err.push(s),
  }
  return { io, stdout: () => out.join(''), stderr: () => err.join('') }
}

const small = (file: string, runs: number) => {
  const s = JSON.parse(readFileSync(`${examples}${file}`, 'utf8'))
  s.plans.simulation.runs = runs
  return JSON.stringify(s)
}

describe('engine simulate', () => {
  it('prints the statistics as JSON, the same numbers simulate() gives, with progress on stderr', () => {
    const text = small('explore-flaky-vs-reliable.json', 40)
    const f = fakeIo({ 's.json': text })
    expect(runCli(['simulate', 's.json'], f.io)).toBe(0)
    const printed = JSON.parse(f.stdout())
    const read = readScenarioFile(text)
    if (!read.ok) throw new Error(read.message)
    const expected = JSON.parse(JSON.stringify(simulate(read.scenario.plans)))
    expect(printed).toEqual({ seed: 1, ...expected })
    expect(printed.policies.map((p: { label: string }) => p.label)).toEqual([
      'greedy',
      'ε-greedy ε = 0.1',
      'UCB c = √2',
      'Thompson',
      'Thompson, BLP',
    ])
    expect(f.stderr()).toContain('\rsimulate: 100% of runs done\n')
  })

  it('names what stops a simulation and where, and exits 1', () => {
    const s = JSON.parse(readFileSync(`${examples}explore-auer-distribution-2.json`, 'utf8'))
    s.plans.tools = []
    const f = fakeIo({ 's.json': JSON.stringify(s) })
    expect(runCli(['simulate', 's.json'], f.io)).toBe(1)
    expect(f.stderr()).toBe(
      'engine: s.json: plans.tools: Add at least one candidate tool: a policy needs tools to choose between.\n',
    )
  })

  it('says which field of a bad file is wrong (schema messages): p = 1.5', () => {
    const s = JSON.parse(readFileSync(`${examples}explore-auer-distribution-2.json`, 'utf8'))
    s.plans.tools[0].reward.p = 1.5
    const f = fakeIo({ 's.json': JSON.stringify(s) })
    expect(runCli(['simulate', 's.json'], f.io)).toBe(1)
    expect(f.stderr()).toMatch(/^engine: s\.json: .*plans\.tools\[0\]\.reward\.p.*at most 1/)
  })

  it('needs exactly one file', () => {
    const f = fakeIo({})
    expect(runCli(['simulate'], f.io)).toBe(2)
    expect(f.stderr()).toBe('engine: simulate needs a scenario file: simulate <scenario.json>\n')
  })
})
