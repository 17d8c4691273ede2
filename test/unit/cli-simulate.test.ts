import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import { readSimulateArgs } from '../../src/cli/simulate.ts'
import { readScenarioFile } from '../../src/engine/index.ts'
import { simulate } from '../../src/engine/plans/simulation/simulate.ts'
import { builtSimulationThread } from '../support/engine-cli.ts'

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
  it('prints the statistics as JSON, the same numbers simulate() gives, with progress on stderr', async () => {
    const text = small('simulation-flaky-vs-reliable.json', 40)
    const f = fakeIo({ 's.json': text })
    f.io.simulate = { spawn: builtSimulationThread }
    expect(await runCli(['simulate', 's.json'], f.io)).toBe(0)
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
    expect(f.stderr()).toMatch(/\rsimulate: 100% of runs done \(\d+ of \d+ blocks\), \d+ s\n$/)
  })

  it('names what stops a simulation and where, and exits 1', async () => {
    const s = JSON.parse(readFileSync(`${examples}simulation-auer-distribution-2.json`, 'utf8'))
    s.plans.tools = []
    const f = fakeIo({ 's.json': JSON.stringify(s) })
    expect(await runCli(['simulate', 's.json'], f.io)).toBe(1)
    expect(f.stderr()).toBe(
      'engine: s.json: plans.tools: Add at least one candidate tool: a policy needs tools to choose between.\n',
    )
  })

  it('says which field of a bad file is wrong (schema messages): p = 1.5', async () => {
    const s = JSON.parse(readFileSync(`${examples}simulation-auer-distribution-2.json`, 'utf8'))
    s.plans.tools[0].reward.p = 1.5
    const f = fakeIo({ 's.json': JSON.stringify(s) })
    expect(await runCli(['simulate', 's.json'], f.io)).toBe(1)
    expect(f.stderr()).toMatch(/^engine: s\.json: .*plans\.tools\[0\]\.reward\.p.*at most 1/)
  })

  it('needs exactly one file', async () => {
    const f = fakeIo({})
    expect(await runCli(['simulate'], f.io)).toBe(2)
    expect(f.stderr()).toBe('engine: simulate needs a scenario file: simulate <scenario.json>\n')
  })
})

describe('engine simulate on work of hours', () => {
  // 100,000 runs of 1,000,000 calls on the 10-armed testbed: 4 × 10^12 tool-steps, about a day on one core.
  const hours = () => {
    const s = JSON.parse(readFileSync(`${examples}simulation-ten-armed-testbed.json`, 'utf8'))
    s.plans.simulation.runs = 100_000
    s.plans.simulation.horizon = 1_000_000
    return JSON.stringify(s)
  }

  it('refuses it unasked, with its size, an estimate and the flags that run it', async () => {
    const f = fakeIo({ 's.json': hours() })
    expect(await runCli(['simulate', 's.json'], f.io)).toBe(1)
    expect(f.stderr()).toBe(
      'engine: s.json: the simulation is 4,000,000,000,000 tool-steps, about 27.8 h on one core, over the 30,000,000,000 simulate runs unasked: add --max-seconds N to stop after N seconds with what finished, or --force to run it all (or lower plans.simulation.runs)\n',
    )
    expect(f.stdout()).toBe('')
  })

  it('--max-seconds stops it at the deadline, says so, and prints what finished, marked partial', async () => {
    const f = fakeIo({ 's.json': hours() })
    expect(await runCli(['simulate', 's.json', '--max-seconds', '0.5'], f.io)).toBe(0)
    const printed = JSON.parse(f.stdout())
    expect(printed.partial).toBe(true)
    expect(printed.runsAsked).toBe(100_000)
    expect(f.stderr()).toMatch(/simulate: stopped at the 0\.5 s limit with \d+ of 400,000 blocks done/)
  }, 120_000)

  it('prints progress with the time elapsed even while no block has finished', async () => {
    // One run is a block here: Thompson over 1,000 tools for 1,000,000 calls, 2 × 10^9 draws, far over 2.5 s.
    const s = JSON.parse(hours())
    s.plans.tools = Array.from({ length: 1_000 }, (_, i) => ({
      name: `t${i}`,
      reward: { dist: 'bernoulli', p: 0.5 },
    }))
    s.plans.simulation.policies = [{ strategy: 'ThompsonSampling' }]
    s.plans.simulation.sweep = []
    // Threads from source here and above (the statistics test starts the built one): tsx registered in a
    // thread, as `npx tsx src/cli/main.ts simulate` runs it.
    const f = fakeIo({ 's.json': JSON.stringify(s) })
    expect(await runCli(['simulate', 's.json', '--max-seconds', '2.5', '--threads', '1'], f.io)).toBe(0)
    expect(f.stderr()).toMatch(/\rsimulate: 0% of runs done \(0 of 100,000 blocks\), [1-9]\d* s/)
  }, 120_000)

  it('reads its numbers as every number field does: "1,000" is a thousand', () => {
    expect(readSimulateArgs(['s.json', '--max-seconds', '1,000', '--threads', '2'])).toMatchObject({
      path: 's.json',
      flags: { maxSeconds: 1_000, threads: 2 },
    })
  })

  it.each([
    [['--max-seconds', 'soon'], '--max-seconds must be a number of seconds, not “soon”'],
    [['--max-seconds', 'abc'], '--max-seconds must be a number of seconds, not “abc”'],
    [['--max-seconds'], '--max-seconds is required: a number of seconds'],
    [['--max-seconds', '-1'], '--max-seconds must be more than 0 seconds'],
    [['--max-seconds', '1e308'], '--max-seconds is at most 31,536,000 seconds'],
    [['--threads', '1.5'], '--threads must be a whole number of threads, not “1.5”'],
    [['--threads', '0'], '--threads must be at least 1 thread'],
    [['--threads', '2,048'], '--threads is at most 1,024 threads'],
    [['--fast'], 'unknown option "--fast" for simulate'],
  ])('refuses bad flags %j as a usage error', async (flags, message) => {
    const f = fakeIo({ 's.json': hours() })
    expect(await runCli(['simulate', 's.json', ...flags], f.io)).toBe(2)
    expect(f.stderr()).toBe(`engine: ${message}\n`)
  })
})
