// Rows of `npm run bench` for issue 24's hostile inputs (scripts/bench/hostile.ts, each in a fresh process): the
// time to read each, judged against a target far under what the quadratic code took (see hostile.ts).
import { runTsxCase } from './run-tsx.mjs'

const CASES = [
  [
    'hostile.base64Spaces1MB',
    'readImport(): a body `AAAAAAAA` + 1 MB of spaces + `!` (100 KB took 6.4 s)',
    'base64',
    500,
  ],
  ['hostile.logBudget1MB', 'parseLog(): `Budget:` + 1 MB of spaces + `x` (100 KB took 23 s)', 'budget', 500],
  [
    'hostile.logReadBracket1MB',
    'parseLog(): `Read` + 1 MB of spaces + `x]` (100 KB took 7.1 s)',
    'readx',
    500,
  ],
  [
    'hostile.logReadArrow1MB',
    'parseLog(): `Read ->` + 1 MB of spaces + `x` (100 KB took 6.0 s)',
    'arrow',
    500,
  ],
  ['hostile.har100k', 'readImport(): a HAR of 100,000 entries (was > 150 s)', 'har', 10_000],
  [
    'hostile.nockBombs200',
    'readImport(): 200 nock bodies of 60 MiB each, refused by the file budget (was minutes)',
    'bombs',
    5_000,
  ],
]

/** The rows, built with bench.mjs's own `row` and `judge` so they print and fail like every other row. */
export async function hostileRows({ row, judge, firstLine }) {
  const rows = []
  for (const [id, metric, which, limit] of CASES) {
    const target = `< ${limit.toLocaleString('en-US')} ms`
    try {
      const r = await runTsxCase('hostile.ts', which)
      rows.push(
        row(id, metric, target, {
          value: Number(r.ms.toFixed(1)),
          unit: 'ms',
          display: `${r.ms.toFixed(0)} ms${r.refused ? ' (refused)' : ''}`,
          status: judge(r.ms, limit),
          details: r,
        }),
      )
    } catch (e) {
      rows.push(row(id, metric, target, { reason: firstLine(e), display: firstLine(e) }))
    }
  }
  return rows
}
