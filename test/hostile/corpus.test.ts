// The hostile-input corpus as one list (corpus.ts): what the issue promises of it, and its counts by half for
// the run's report (the engine half's results come from engine.test.ts, the browser half's from Chromium).
import { describe, expect, it } from 'vitest'
import { CORPUS, countByHalf, HALVES } from './corpus.ts'

describe('the hostile-input corpus, one list', () => {
  it('has at least 100 inputs, each saying which halves run it; an id names one input in each half', ({
    task,
  }) => {
    const counts = countByHalf()
    task.meta.corpus = counts
    expect(counts.entries).toBeGreaterThanOrEqual(100)
    for (const half of ['engine', 'browser'] as const) {
      const ids = HALVES[half].map((e) => e.id)
      expect(new Set(ids).size, `${half} half: an id used twice`).toBe(ids.length)
      expect(counts[half]).toBe(ids.length)
    }
    expect(new Set(CORPUS.map((e) => e.id)).size).toBe(CORPUS.length)
    for (const e of CORPUS) {
      expect(e.halves.length, e.id).toBeGreaterThan(0)
      expect(e.what.trim().length, e.id).toBeGreaterThan(0)
    }
    expect(counts.engine + counts.browser - counts.both).toBe(counts.entries)
  })

  it('reaches every entry point the issue names, in the page and in the engine', () => {
    const entries = (half: 'engine' | 'browser') =>
      new Set(CORPUS.flatMap((e) => (e.entry[half] === undefined ? [] : [e.entry[half]])))
    expect([...entries('browser')].sort()).toEqual([
      'Open file',
      'every numeric field',
      'paste into every text box',
      'plan JSON editor',
      'saved copy (localStorage, IndexedDB)',
      'share link',
      'transcript, tool list, log and trace boxes',
    ])
    // links, files, transcripts and tool lists, logs, traces, the plan, numeric fields, the saved copy, the CLI
    for (const entry of [
      'link',
      'file',
      'import',
      'log',
      'trace',
      'plan',
      'field',
      'saved',
      'cli',
      'schemas',
    ])
      expect(entries('engine').has(entry), entry).toBe(true)
  })
})
