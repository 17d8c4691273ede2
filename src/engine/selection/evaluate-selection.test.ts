import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateSelection } from './evaluate-selection.ts'
import type { Selection } from './schema.ts'
import { defaultSelection } from './schema.ts'

const sel = (patch: Partial<Selection>): Selection => ({ ...defaultSelection(), ...patch })

describe('evaluateSelection', () => {
  it('the default: per_cat = max(2, 8 // 2) = 4, the meta tool first and free', () => {
    const r = evaluateSelection(defaultSelection())
    expect(r.formula).toEqual({ n: 2, quotient: 4, perCat: 4 })
    expect(r.selected).toHaveLength(8)
    expect(r.client.initial.requested).toBe(9)
    expect(r.metaTool.json).toBe(JSON.stringify(r.metaTool.schema))
    expect(r.strategies.map((s) => [s.strategy, s.perEntry.map((e) => e.slots)])).toEqual([
      ['proportional', [4, 4]],
      ['pre-fix', [8, 0]],
      ['redistribute', [4, 4]],
      ['weighted', [4, 4]],
    ])
    expect(r.strategies.find((s) => s.strategy === 'pre-fix')?.starvedCategories).toBe(1)
  })
  it('every tool has a row and a reason', () => {
    const r = evaluateSelection(sel({ classified: ['projects', 'github', 'projects'] }))
    // per_cat = max(2, 8 // 3) = 2: projects 2, github 2, then the repeated projects entry 2 more: 6 of 8
    expect(r.selected).toHaveLength(6)
    expect(r.rows.counts.selected).toBe(6)
    const statuses = r.rows.rows.filter((x) => x.entry === 0).map((x) => x.status)
    expect(statuses).toEqual([
      'selected',
      'selected',
      'duplicate',
      'duplicate',
      'over-quota',
      'over-quota',
      'over-quota',
      'over-quota',
      'over-quota',
      'over-quota',
    ])
    expect(r.rows.rows.find((x) => x.category === 'notes')?.status).toBe('not-classified')
    expect(r.rows.total).toBe(10 + 7 + 10 + 3 + 2)
  })
  it('warns about bad input where it is: unknown category, empty category, shared tool, zero slots', () => {
    const r = evaluateSelection(
      sel({
        maxTools: 0,
        classified: ['github', 'ghost'],
        categories: [
          { name: 'github', tools: ['list_issues', 'shared'], weight: 1 },
          { name: 'empty', tools: [], weight: 1 },
          { name: 'other', tools: ['shared'], weight: 1 },
        ],
      }),
    )
    expect(r.selected).toEqual([])
    const where = r.warnings.map((w) => w.where)
    expect(where).toEqual(['categories', 'categories', 'classified', 'maxTools', 'maxTools'])
    expect(r.warnings[2]?.message).toContain('Unknown category ghost')
  })
  it('the meta tool costs 612 chars (compact JSON as the code builds it) in every count that includes it', () => {
    const r = evaluateSelection(defaultSelection())
    expect(r.plainChat).toBeNull()
    expect(r.metaTool).toMatchObject({ chars: 612, tokens: 153, offered: true })
    expect(r.cost.metaChars).toBe(612)
    expect(r.cost.selectedTokens).toBe(Math.ceil((612 + r.cost.selectedChars) / 4))
  })
})

describe('evaluateSelection: nothing selected is plain chat (seed 004 as its code settles it)', () => {
  const plain = (patch: Partial<Selection>) => {
    const r = evaluateSelection(
      sel({
        ...patch,
        iterations: [{ calls: [{ name: 'request_more_tools', categories: ['web'], reason: '' }] }],
      }),
    )
    expect(r.selected).toEqual([])
    expect(r.metaTool.offered).toBe(false)
    expect(r.cost.metaChars).toBe(0)
    expect(r.cost.selectedTokens).toBe(0)
    expect(r.client.initial.requested).toBe(0)
    expect(r.loop).toMatchObject({ plainChat: true, iterations: [], metaCalls: 0, neverRun: 1 })
    expect(r.warnings.map((w) => w.where)).not.toContain('iterations')
    return r
  }
  it('the classifier said none: no tools, not even request_more_tools, and no loop', () => {
    const r = plain({ classified: ['none'] })
    expect(r.plainChat?.reason).toBe('classifier-none')
    expect(r.plainChat?.message).toBe(
      'The classifier said none: plain chat: no tools are offered, not even request_more_tools, and there is no tool loop.',
    )
    expect(r.formula.n).toBe(0)
    expect(r.warnings.map((w) => w.where)).not.toContain('classified')
  })
  it('the classifier said none even when a category is called none: it is an answer, not a category', () => {
    const r = plain({ classified: ['none'], categories: [{ name: 'none', tools: ['t'], weight: 1 }] })
    expect(r.plainChat?.reason).toBe('classifier-none')
  })
  it('no categories', () => {
    const r = plain({ categories: [], classified: [] })
    expect(r.plainChat?.reason).toBe('no-categories')
    expect(r.formula.perCat).toBeNull()
    expect(r.warnings.map((w) => w.where)).toEqual(['categories', 'classified'])
  })
  it('unknown categories only', () => {
    expect(plain({ classified: ['calendar', 'mail'] }).plainChat?.reason).toBe('unknown-categories')
  })
  it('every tool of the classified categories unavailable', () => {
    const r = plain({ classified: ['web'], unavailable: ['web_search', 'fetch_url'] })
    expect(r.plainChat?.reason).toBe('nothing-available')
  })
  it('max_tools 0 under the fix; the pre-fix walk still offers one tool and the meta tool', () => {
    const r = plain({ maxTools: 0 })
    expect(r.plainChat?.reason).toBe('no-slots')
    const prefix = evaluateSelection(sel({ maxTools: 0, strategy: 'pre-fix' }))
    expect(prefix.plainChat).toBeNull()
    expect(prefix.selected).toEqual(['create_project'])
    expect(prefix.client.initial.requested).toBe(2)
    expect(r.strategies.map((x) => [x.strategy, x.plainChat])).toEqual([
      ['proportional', true],
      ['pre-fix', false],
      ['redistribute', true],
      ['weighted', true],
    ])
  })
  it('1,000 categories of 1,000 tools: counted, not listed', { timeout: 60_000 }, () => {
    const classified = Array.from({ length: 1000 }, (_, i) => `g${String(i + 1).padStart(4, '0')}`)
    const r = evaluateSelection(
      sel({
        categories: [],
        generated: { categories: 1000, toolsPerCategory: 1000 },
        classified,
        maxTools: 10_000,
      }),
    )
    expect(r.catalog.tools).toBe(1_000_000)
    expect(r.formula.perCat).toBe(10)
    expect(r.selected).toHaveLength(10_000)
    expect(r.rows.rows).toHaveLength(2_000)
    expect(r.rows.total).toBe(1_000_000)
  })
  it('client limits: OpenAI rejects past 128, an IDE client drops tools past 40', () => {
    const big = sel({
      categories: [],
      generated: { categories: 2, toolsPerCategory: 100 },
      classified: ['g0001', 'g0002'],
      maxTools: 200,
    })
    expect(evaluateSelection({ ...big, client: 'openai-128' }).client.initial).toMatchObject({
      requested: 201,
      rejected: true,
      sent: 0,
    })
    const ide = evaluateSelection({ ...big, client: 'first-40' }).client.initial
    expect(ide).toMatchObject({ requested: 201, sent: 40, droppedCount: 161 })
    expect(ide.dropped[0]).toBe('g0001_t0040')
  })
  it('schema cost: real sizes when given, the floor estimate otherwise, tokens = ceil(chars / 4)', () => {
    const r = evaluateSelection(sel({ tools: [{ name: 'create_project', schemaChars: 1000 }] }))
    expect(r.cost.selectedEstimated).toBe(7)
    expect(r.cost.selectedTokens).toBe(Math.ceil((r.cost.metaChars + r.cost.selectedChars) / 4))
    expect(r.cost.allCount).toBe(22)
  })
})

const deepFreeze = <T>(v: T): T => {
  if (typeof v === 'object' && v !== null) {
    for (const x of Object.values(v)) deepFreeze(x)
    Object.freeze(v)
  }
  return v
}

describe('evaluateSelection properties', () => {
  const arb = fc.record({
    maxTools: fc.integer({ min: 0, max: 12 }),
    minPerCategory: fc.integer({ min: 0, max: 3 }),
    strategy: fc.constantFrom('proportional', 'pre-fix', 'redistribute', 'weighted' as const),
    classified: fc.array(fc.constantFrom('projects', 'github', 'notes', 'web', 'ghost'), { maxLength: 6 }),
    iterations: fc.array(
      fc.record({
        calls: fc.array(
          fc.record({
            name: fc.constantFrom('request_more_tools', 'create_issue', 'save_note'),
            categories: fc.array(fc.constantFrom('projects', 'github', 'notes', 'web', 'ghost'), {
              maxLength: 3,
            }),
            reason: fc.constant(''),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 7 },
    ),
  })
  it('never mutates its (frozen) input; every (entry, tool) pair has exactly one row', () => {
    fc.assert(
      fc.property(arb, (patch) => {
        const s = deepFreeze(sel(patch))
        const r = evaluateSelection(s)
        // one row per (classifier entry, tool), then per tool of each category the classifier did not return
        const size = (name: string) => s.categories.find((c) => c.name === name)?.tools.length ?? 0
        const entries = s.classified.reduce((n, c) => n + size(c), 0)
        const rest = s.categories
          .filter((c) => !s.classified.includes(c.name))
          .reduce((n, c) => n + c.tools.length, 0)
        expect(r.rows.total).toBe(entries + rest)
        const counted = Object.values(r.rows.counts).reduce((a, b) => a + b, 0)
        expect(counted).toBe(r.rows.total)
        expect(r.rows.counts.selected + r.rows.counts.redistributed).toBeGreaterThanOrEqual(r.selected.length)
      }),
    )
  })
  it('the loop only ever adds tools, and every message is one of the seed sentences or a tool result', () => {
    fc.assert(
      fc.property(arb, (patch) => {
        const r = evaluateSelection(sel(patch))
        const counts = r.loop.iterations.map((it) => it.toolCount)
        for (let i = 1; i < counts.length; i++)
          expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1] as number)
        for (const it of r.loop.iterations)
          for (const m of it.messages)
            expect(m.content).toMatch(
              /^(Loaded \d+ new tools: .+|No new tools added \(already available or unknown category\)|\(.+\))$/,
            )
      }),
    )
  })
})
