// The engine's part of the CI budget check (scripts/perf-check.mjs), run under tsx: the calibration workload,
// evaluate() on the default scenario and on 10 MiB of real output in 4 calls, and the simulator's steps per
// second (ε-greedy, 10-armed testbed), each in CPU time, interleaved in rounds so the machine's state at any
// moment weighs on all of them alike. Prints one JSON object on stdout. About 10 s of CPU.
import { defaultScenario, evaluate } from '../../src/engine/index.ts'
import type { Policy } from '../../src/engine/plans/schema.ts'
import { defaultPlans } from '../../src/engine/plans/section.ts'
import { tenArmedTestbed } from '../../src/engine/plans/simulate/experiments.ts'
import { simulate } from '../../src/engine/plans/simulate/simulate.ts'
import { calibrationWork } from './calibrate.mjs'
import { realText, TEN_MIB_CHARS, textScenario } from './scenarios.ts'

/** CPU ms of `fn` run `times` times, per run. */
function cpuMs(fn: () => unknown, times = 1): number {
  const before = process.cpuUsage()
  for (let i = 0; i < times; i++) fn()
  const { user, system } = process.cpuUsage(before)
  return (user + system) / 1000 / times
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
}

const base = defaultScenario()
const ten = textScenario(realText(TEN_MIB_CHARS).text, 4, 1)
const epsilon: Policy = { strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false }
const bed = tenArmedTestbed(defaultPlans())
const sim = {
  ...bed,
  simulation: {
    ...bed.simulation,
    runs: 1_000,
    horizon: 1_000,
    policies: [epsilon],
    sweep: [],
    band: 'sd' as const,
  },
}
const steps = sim.simulation.runs * sim.simulation.horizon

// Warm-up: the JIT and the engine's caches, as in a worker that has evaluated before.
for (let i = 0; i < 3; i++) {
  calibrationWork()
  evaluate(base)
  evaluate(ten)
  simulate(sim)
}

const ROUNDS = 7
const samples = {
  calibration: [] as number[],
  default: [] as number[],
  ten: [] as number[],
  sim: [] as number[],
}
for (let round = 0; round < ROUNDS; round++) {
  samples.calibration.push(cpuMs(calibrationWork))
  samples.default.push(cpuMs(() => evaluate(base), 200))
  samples.ten.push(cpuMs(() => evaluate(ten), 5))
  samples.sim.push(steps / cpuMs(() => simulate(sim)) / 1_000) // million steps per CPU second
}
process.stdout.write(
  `${JSON.stringify({
    node: process.version,
    rounds: ROUNDS,
    calibrationMs: median(samples.calibration),
    evaluateDefaultMs: median(samples.default),
    evaluate10MiB4CallsMs: median(samples.ten),
    simEpsilonGreedyMps: median(samples.sim),
    samples,
  })}\n`,
)
