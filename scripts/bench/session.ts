// The Session tab's evaluation (issue 25 §2) for `npm run bench`: a generated session of 2,000 LLM calls (200
// turns × 9 tool-calling iterations of 3 calls each, and a reply) replayed under all five harnesses by
// `evaluateSessions`. Run with tsx; prints one JSON object on stdout.
import { defaultScenario, type Scenario } from '../../src/engine/index.ts'
import { evaluateSessions } from '../../src/engine/session/evaluate-session.ts'

const TURNS = 200
const ITERATIONS = 9
const TOOLS = ['read_file', 'grep', 'run_tests']

/** 9 batches of 3 calls, outputs of 2,000–12,000 chars (as samples), each with its own arguments. */
function scenario(): Scenario {
  const s = defaultScenario()
  return {
    ...s,
    batches: Array.from({ length: ITERATIONS }, (_, b) => ({
      calls: TOOLS.map((tool, i) => ({
        tool,
        isError: false,
        args: { path: `src/f${b}-${i}.ts` },
        output: { kind: 'sample' as const, chars: 2_000 + ((b * 3 + i) % 6) * 2_000 },
      })),
    })),
    cost: { ...s.cost, turns: TURNS },
  }
}

function main() {
  const s = scenario()
  let t = performance.now()
  const first = evaluateSessions(s)
  const firstCallMs = performance.now() - t
  const calls = first.harnesses.map((h) => h.callCount)
  if (calls.some((c) => c !== TURNS * (ITERATIONS + 1)))
    throw new Error(`expected ${TURNS * (ITERATIONS + 1)} calls per harness, got ${calls.join(', ')}`)
  evaluateSessions(s)
  const samples: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < 9; i++) {
    const c = process.cpuUsage()
    t = performance.now()
    evaluateSessions(s)
    samples.push(performance.now() - t)
    const used = process.cpuUsage(c)
    cpu.push((used.user + used.system) / 1000)
  }
  cpu.sort((a, b) => a - b)
  samples.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      calls: calls[0],
      harnesses: calls.length,
      events: first.harnesses.map((h) => [h.harness.id, h.events.length]),
      medianMs: samples[4],
      // This process's CPU time (a loaded machine's waiting is not in it; its cache misses are).
      cpuMedianMs: cpu[4],
      maxMs: samples.at(-1),
      firstCallMs,
    }),
  )
}

main()
