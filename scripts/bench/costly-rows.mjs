// Rows of `npm run bench` for small valid inputs that used to cost minutes (issue 15): each case evaluated in a
// fresh process (scripts/bench/costly.ts under tsx), first evaluation judged against its target, the second shown.
import { runTsxCase } from './run-tsx.mjs'

// Targets with a wide margin over a quiet machine's numbers; before the fixes the first two took over ten
// minutes and about a minute.
const CASES = [
  [
    'costly.samples1000x64Mi',
    'evaluate() of a share link: 1,000 calls of one 64 Mi-char sample, first evaluation (was > 10 min)',
    'samples',
    10_000,
  ],
  [
    'costly.transcript10kTurns',
    'evaluate() with a 10,000-turn earlier conversation in the window, first evaluation (was ~1 min)',
    'transcript',
    10_000,
  ],
  [
    'costly.calls10k',
    'evaluate() of 10,000 calls in 10 batches (the most accepted), first evaluation',
    'calls',
    10_000,
  ],
]

/** The rows, built with bench.mjs's own `row` and `judge` so they print and fail like every other row. */
export async function costlyRows({ row, judge, firstLine }) {
  const rows = []
  for (const [id, metric, which, limit] of CASES) {
    const target = `< ${limit.toLocaleString('en-US')} ms`
    try {
      const r = await runTsxCase('costly.ts', which)
      const link = r.linkChars === null ? '' : `, link ${r.linkChars.toLocaleString('en-US')} chars`
      rows.push(
        row(id, metric, target, {
          value: Number(r.firstMs.toFixed(1)),
          unit: 'ms',
          display: `${r.firstMs.toFixed(0)} ms (again ${r.againMs.toFixed(0)} ms${link})`,
          status: judge(r.firstMs, limit),
          details: r,
        }),
      )
    } catch (e) {
      rows.push(row(id, metric, target, { reason: firstLine(e), display: firstLine(e) }))
    }
  }
  return rows
}
