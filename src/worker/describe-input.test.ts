import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/index.ts'
import { describeOpen, describeScenario } from './describe-input.ts'

describe('describeOpen', () => {
  it('names a file by its name (cut to one short line) and size, a paste, a link and the saved copy', () => {
    const base = defaultScenario()
    expect(
      describeOpen(
        { kind: 'import', text: '', name: 'a.har', base },
        new Blob(['x'.repeat(3 * 1024 * 1024)]),
      ),
    ).toBe('the file “a.har” (3 MB)')
    expect(describeOpen({ kind: 'import', text: '', name: `${'n'.repeat(60)}\n.json`, base })).toBe(
      `the file “${'n'.repeat(47)}…” (0 chars)`,
    )
    expect(describeOpen({ kind: 'import', text: 'x'.repeat(1_000_000), base })).toBe(
      'the pasted text (1,000,000 chars)',
    )
    expect(describeOpen({ kind: 'link', hash: '#s=2.abc' })).toBe('the share link (8 chars)')
    expect(describeOpen({ kind: 'saved', file: '{}', texts: [] })).toBe('the copy saved in this browser')
  })
})

describe('describeScenario', () => {
  it('names the largest text of a scenario, where it is', () => {
    const s = defaultScenario()
    const log = 'Read a\n'.repeat(100_000)
    expect(describeScenario({ ...s, planner: { ...s.planner, log: { ...s.planner.log, text: log } } })).toBe(
      'this scenario (its largest text: the action log in Planner call budgets, 700,000 chars)',
    )
  })
})
