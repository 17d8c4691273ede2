import { simulationProblems } from '../engine/plans/simulate/problems.ts'
import { simulate } from '../engine/plans/simulate/simulate.ts'
import { openForCommand } from './open-file.ts'
import type { CliIo, ExitCode } from './run-cli.ts'

/** JSON indented by 2, with arrays of numbers on one line (series run to 2,000 points). */
export function compactJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /\[\n\s+(-?[\d.e+-]+|null)(,\n\s+(-?[\d.e+-]+|null))*\n\s+\]/g,
    (m) => m.replace(/\s+/g, '').replaceAll(',', ', '),
  )
}

/**
 * `simulate <scenario.json>`: runs the scenario's explore/exploit simulation in this process (the same engine
 * and blocks as the page's workers, so the same numbers) and prints its statistics as JSON on stdout, with one
 * progress line on stderr, rewritten in place. A scenario the simulator cannot run exits 1 naming what and where.
 * @example simulateFile('public/examples/explore-ten-armed-testbed.json', io) === 0
 */
export function simulateFile(
  path: string,
  io: CliIo,
  fail: (where: string | null, reason: string) => ExitCode,
  describeReadError: (error: unknown) => string,
): ExitCode {
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
  let shown = -1
  const result = simulate(plans, {
    onProgress: (f) => {
      const pct = Math.floor(f * 100)
      if (pct === shown) return
      shown = pct
      io.stderr(`\rsimulate: ${pct}% of runs done`)
    },
  })
  io.stderr('\n')
  io.stdout(`${compactJson({ seed: plans.simulation.seed, ...result })}\n`)
  return 0
}
