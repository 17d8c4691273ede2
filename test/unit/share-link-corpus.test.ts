import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeShareLink, evaluate, type Report } from '../../src/engine/index.ts'

/**
 * Links once shared are a promise: every link in this corpus must keep opening to the same numbers. Add a
 * file per format or scenario version; never edit an old one.
 */
interface Entry {
  name: string
  link: string
  expect: { perCallBudgets: number[]; deliveredChars: number; turnEnd: string }
}
const corpus: Entry[] = JSON.parse(
  readFileSync(new URL('../fixtures/share-links.v1.json', import.meta.url), 'utf8'),
)

const turnEnd = (report: Report) =>
  report.turn.end.kind === 'max-calls' || report.turn.end.kind === 'identical-calls'
    ? report.turn.end.message
    : report.turn.end.kind

describe('share links already handed out', () => {
  it.each(corpus.map((e) => [e.name, e] as const))('%s still opens to the same numbers', (_, entry) => {
    const decoded = decodeShareLink(entry.link)
    expect(decoded.kind).toBe('ok')
    if (decoded.kind !== 'ok') return
    const report = evaluate(decoded.scenario)
    expect({
      perCallBudgets: report.batches.map((b) => b.perCallBudget),
      deliveredChars: report.turnTotals.deliveredChars,
      turnEnd: turnEnd(report),
    }).toEqual(entry.expect)
  })
})
