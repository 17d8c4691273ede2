// Rows of `npm run bench` for exact token counts of 1 MB texts made of one unbroken piece (issue 24 §2):
// scripts/bench/long-pieces.ts under tsx, in a process of its own; targets in budgets.mjs.
import { TARGETS } from './budgets.mjs'
import { runTsxCase } from './run-tsx.mjs'

const NAMED = [
  ['tokens.long.run1MB', 'Exact tokens, a 1 MB run of one char (a), slower of o200k/cl100k', 'run1MB'],
  ['tokens.long.zeros1MB', 'Exact tokens, 1 MB of base64 of zeros, slower of o200k/cl100k', 'zeros1MB'],
  [
    'tokens.long.minified1MB',
    'Exact tokens, a 1 MB minified JSON line, slower of o200k/cl100k',
    'minified1MB',
  ],
]
const WORST = ['tokens.long.worst1MB', 'Exact tokens, slowest of 23 adversarial 1 MB pastes (2 s/MB)']

const short = (encoding) => encoding.replace('_base', '')

/** The rows, built with bench.mjs's own `row` and `judge` so they print and fail like every other row. */
export async function longPieceRows({ row, judge, firstLine }) {
  const target = (id) => `< ${TARGETS[id].max.toLocaleString('en-US')} ms`
  let r
  try {
    r = await runTsxCase('long-pieces.ts', '--worst')
  } catch (e) {
    return [...NAMED, WORST].map(([id, metric]) =>
      row(id, metric, target(id), { reason: firstLine(e), display: firstLine(e) }),
    )
  }
  const rows = NAMED.map(([id, metric, key]) => {
    const byEncoding = Object.entries(r.named[key])
    const slowest = Math.max(...byEncoding.map(([, x]) => x.medianMs))
    const each = byEncoding.map(([e, x]) => `${short(e)} ${x.medianMs.toFixed(0)}`).join(', ')
    const cpu = Math.max(...byEncoding.map(([, x]) => x.medianCpuMs))
    return row(id, metric, target(id), {
      value: slowest,
      unit: 'ms',
      display: `${slowest.toFixed(0)} ms (${each}; CPU ${cpu.toFixed(0)})`,
      status: judge(slowest, TARGETS[id].max),
      details: r.named[key],
    })
  })
  const w = r.worst
  rows.push(
    row(WORST[0], WORST[1], target(WORST[0]), {
      value: Number(w.ms.toFixed(1)),
      unit: 'ms',
      display: `${w.ms.toFixed(0)} ms (${w.case}, ${short(w.encoding)}; CPU ${w.cpuMs.toFixed(0)})`,
      status: judge(w.ms, TARGETS[WORST[0]].max),
      details: w,
    }),
  )
  return rows
}
