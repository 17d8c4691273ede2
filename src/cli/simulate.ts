import type { NumberRule } from '../engine/index.ts'
import { parseNumber, simulationProblems, simulationWork } from '../engine/index.ts'
import { openForCommand } from './open-file.ts'
import { runThreaded } from './simulation-threads.ts'
import type { CliIo, ExitCode, SimulateFlags } from './types.ts'

/**
 * The most work `simulate` starts without `--force` or `--max-seconds`, in tool-steps (runs × calls × tools,
 * Thompson twice; see `simulationWork`): 20 times what the page runs by itself, a few minutes on two cores.
 */
export const CLI_WORK_LIMIT = 30_000_000_000
/** Tool-steps per second on one core, roughly (the 10-armed testbed's 80 M in about a second on two). */
const STEPS_PER_SECOND = 40_000_000

/** JSON indented by 2, with arrays of numbers on one line (series run to 2,000 points). */
export function compactJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /\[\n\s+(-?[\d.e+-]+|null)(,\n\s+(-?[\d.e+-]+|null))*\n\s+\]/g,
    (m) => m.replace(/\s+/g, '').replaceAll(',', ', '),
  )
}

export type { SimulateFlags } from './types.ts'

const n = (x: number) => Math.round(x).toLocaleString('en-US')
const duration = (s: number) =>
  s < 120 ? `${n(s)} s` : s < 7_200 ? `${n(s / 60)} min` : `${(s / 3_600).toFixed(1)} h`

/** How `--threads` reads: a whole number of threads; more than 1,024 would be a typo, not a machine. */
const THREADS: NumberRule = { label: '--threads', unit: 'threads', kind: 'whole', min: 1, max: 1_024 }
/** How `--max-seconds` reads: above 0, at most a year. */
const MAX_SECONDS: NumberRule = {
  label: '--max-seconds',
  unit: 'seconds',
  kind: 'decimal',
  min: 0,
  exclusiveMin: true,
  max: 31_536_000,
}

/** `simulate FILE [--max-seconds N] [--force] [--threads N]`'s flags, or a usage message. */
export function readSimulateArgs(args: readonly string[]): { path: string; flags: SimulateFlags } | string {
  let path: string | undefined
  const flags: SimulateFlags = { maxSeconds: null, force: false }
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === '--force') flags.force = true
    else if (a === '--max-seconds' || a === '--threads') {
      const whole = a === '--threads'
      const read = parseNumber(args[++i] ?? '', whole ? THREADS : MAX_SECONDS)
      if (!read.ok) return read.message
      if (whole) flags.threads = read.value as number
      else flags.maxSeconds = read.value as number
    } else if (a.startsWith('--')) return `unknown option ${JSON.stringify(a)} for simulate`
    else if (path === undefined) path = a
    else return `simulate takes one file, got ${JSON.stringify(path)} and ${JSON.stringify(a)}`
  }
  return path === undefined ? 'simulate needs a scenario file: simulate <scenario.json>' : { path, flags }
}

/**
 * `simulate <scenario.json>`: runs the scenario's explore/exploit simulation over worker threads (the same engine
 * and blocks as the page's workers, so the same numbers) and prints its statistics as JSON on stdout. Progress
 * goes to stderr after every block and at least once a second, with the time elapsed. Work past
 * `CLI_WORK_LIMIT` is refused, with its size and an estimate, unless `--force` or `--max-seconds` is given;
 * `--max-seconds` stops the threads at the deadline and prints what finished, marked `"partial": true`.
 * @example await simulateFile('public/examples/simulation-ten-armed-testbed.json', { maxSeconds: null, force: false }, io, fail, describe) === 0
 */
export async function simulateFile(
  path: string,
  flags: SimulateFlags,
  io: CliIo,
  fail: (where: string | null, reason: string) => ExitCode,
  describeReadError: (error: unknown) => string,
): Promise<ExitCode> {
  let text: string
  try {
    text = io.readFile(path)
  } catch (error) {
    return fail(path, describeReadError(error))
  }
  const read = openForCommand(path, text, io)
  if (!read.ok) return fail(path, read.message)
  const plans = read.scenario.plans
  const problems = simulationProblems(plans)
  if (problems.length > 0) return fail(path, problems.map((p) => `${p.where}: ${p.message}`).join('; '))
  const work = simulationWork(plans)
  if (work > CLI_WORK_LIMIT && !flags.force && flags.maxSeconds === null) {
    const estimate = Number.isFinite(work) ? `, about ${duration(work / STEPS_PER_SECOND)} on one core` : ''
    return fail(
      path,
      `the simulation is ${Number.isFinite(work) ? n(work) : 'unbounded'} tool-steps${estimate}, over the ${n(CLI_WORK_LIMIT)} simulate runs unasked: add --max-seconds N to stop after N seconds with what finished, or --force to run it all (or lower plans.simulation.runs)`,
    )
  }
  let shown = ''
  const run = await runThreaded(plans, {
    deadlineMs: flags.maxSeconds === null ? null : flags.maxSeconds * 1_000,
    threads: flags.threads,
    spawn: flags.spawn,
    onProgress: ({ fraction, blocksDone, blocks, elapsedMs }) => {
      const line = `simulate: ${Math.floor(fraction * 100)}% of runs done (${n(blocksDone)} of ${n(blocks)} blocks), ${n(elapsedMs / 1_000)} s`
      if (line === shown) return
      shown = line
      io.stderr(`\r${line}`)
    },
  })
  io.stderr('\n')
  if (run.kind === 'stopped')
    io.stderr(
      `simulate: stopped at the ${flags.maxSeconds} s limit with ${n(run.blocksDone)} of ${n(run.blocks)} blocks done; the statistics are of those runs ("partial": true)\n`,
    )
  io.stdout(`${compactJson({ seed: plans.simulation.seed, ...run.result })}\n`)
  return 0
}
