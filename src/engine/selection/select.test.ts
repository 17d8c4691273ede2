import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildCatalog } from './catalog.ts'
import type { Selection, SelectionStrategy } from './schema.ts'
import { defaultSelection } from './schema.ts'
import { perCategory, selectTools, weightedQuotas } from './select.ts'

const sel = (patch: Partial<Selection>): Selection => ({ ...defaultSelection(), ...patch })
const cats = (spec: Record<string, string[]>) =>
  Object.entries(spec).map(([name, tools]) => ({ name, tools, weight: 1 }))
const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

describe('perCategory: per_cat = max(2, max_tools // len(categories))', () => {
  it('2 categories of 8 slots get 4 each; 1 gets 8; 5 get 2; 3 get 2', () => {
    expect(perCategory(8, 2)).toBe(4)
    expect(perCategory(8, 1)).toBe(8)
    expect(perCategory(8, 5)).toBe(2)
    expect(perCategory(8, 3)).toBe(2)
  })
  it('no categories gives 0; the minimum is a parameter (a later version uses 1)', () => {
    expect(perCategory(8, 0)).toBe(0)
    expect(perCategory(8, 5, 1)).toBe(1)
    expect(perCategory(0, 3)).toBe(2)
  })
})

describe('selectTools, proportional (seed 004, the fix)', () => {
  it('the seed story: ["projects", "github"] gives 4 + 4 in category order', () => {
    const s = defaultSelection()
    const run = selectTools(buildCatalog(s), s.classified, 8, 2, 'proportional')
    expect(run.perCat).toBe(4)
    expect(run.selected).toEqual([
      'create_project',
      'list_projects',
      'add_task',
      'update_task',
      'list_issues',
      'create_issue',
      'get_file_contents',
      'list_pull_requests',
    ])
  })
  it('one category takes all 8 slots, like the pre-fix code (no regression)', () => {
    const s = defaultSelection()
    const run = selectTools(buildCatalog(s), ['projects'], 8, 2, 'proportional')
    expect(run.selected).toHaveLength(8)
    expect(run.selected).toEqual(selectTools(buildCatalog(s), ['projects'], 8, 2, 'pre-fix').selected)
  })
  it('5 categories take 2 each (10), cut to the first 8: the fifth starves', () => {
    const s = sel({
      categories: cats({
        a: many('a', 5),
        b: many('b', 5),
        c: many('c', 5),
        d: many('d', 5),
        e: many('e', 5),
      }),
    })
    const run = selectTools(buildCatalog(s), ['a', 'b', 'c', 'd', 'e'], 8, 2, 'proportional')
    expect(run.perCat).toBe(2)
    expect(run.selected).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2'])
    expect(run.cut).toBe(2)
    expect(run.entries.map((e) => e.kept)).toEqual([2, 2, 2, 2, 0])
  })
  it('a category with fewer tools than per_cat takes them all and its slots are wasted', () => {
    const s = sel({ categories: cats({ a: ['a1'], b: many('b', 10) }) })
    const run = selectTools(buildCatalog(s), ['a', 'b'], 8, 2, 'proportional')
    expect(run.selected).toEqual(['a1', 'b1', 'b2', 'b3', 'b4'])
  })
  it('skips duplicates and unavailable names without counting them', () => {
    const s = sel({
      categories: cats({ a: ['x', 'a1', 'a2'], b: ['x', 'gone', 'b1', 'b2', 'b3'] }),
      unavailable: ['gone'],
    })
    const run = selectTools(buildCatalog(s), ['a', 'b'], 4, 2, 'proportional')
    expect(run.selected).toEqual(['x', 'a1', 'b1', 'b2'])
  })
  it('an unknown category counts in len(categories) but gives nothing', () => {
    const s = defaultSelection()
    const run = selectTools(buildCatalog(s), ['projects', 'nope'], 8, 2, 'proportional')
    expect(run.perCat).toBe(4)
    expect(run.selected).toHaveLength(4)
  })
  it('a per-category cap of 0 still takes one tool a category: the code checks cat_count >= per_cat after each name', () => {
    const s = sel({ categories: cats({ a: many('a', 3), b: many('b', 3), c: many('c', 3) }) })
    // per_cat = max(0, 2 // 3) = 0
    const run = selectTools(buildCatalog(s), ['a', 'b', 'c'], 2, 0, 'proportional')
    expect(run.perCat).toBe(0)
    expect(run.entries.map((e) => e.picked)).toEqual([['a1'], ['b1'], ['c1']])
    expect(run.selected).toEqual(['a1', 'b1'])
    expect(run.cut).toBe(1)
  })
  it('the cap is checked after a name is taken, not after a skipped one', () => {
    const s = sel({
      categories: cats({ a: ['x', 'a1'], b: ['x', 'gone', 'b1', 'b2'] }),
      unavailable: ['gone'],
    })
    const run = selectTools(buildCatalog(s), ['a', 'b'], 2, 0, 'proportional')
    expect(run.entries.map((e) => e.picked)).toEqual([['x'], ['b1']])
  })
  it('our weighted strategy checks its quota before each name: a quota of 0 takes nothing', () => {
    const s = sel({
      categories: [
        { name: 'a', tools: ['a1'], weight: 0 },
        { name: 'b', tools: many('b', 9), weight: 1 },
      ],
    })
    const run = selectTools(buildCatalog(s), ['a', 'b'], 8, 0, 'weighted')
    expect(run.entries[0]?.picked).toEqual([])
  })
  it('no categories, or max_tools 0, gives no tools', () => {
    const s = defaultSelection()
    expect(selectTools(buildCatalog(s), [], 8, 2, 'proportional').selected).toEqual([])
    expect(selectTools(buildCatalog(s), ['projects'], 0, 2, 'proportional').selected).toEqual([])
  })
})

describe('selectTools, pre-fix (the production bug)', () => {
  it('the first category fills every slot and the second gets none', () => {
    const s = defaultSelection()
    const run = selectTools(buildCatalog(s), s.classified, 8, 2, 'pre-fix')
    expect(run.selected).toEqual(s.categories[0]?.tools.slice(0, 8))
    expect(run.entries.map((e) => e.picked.length)).toEqual([8, 0])
    expect(run.stoppedInEntry).toBe(0)
  })
  it('max_tools 0 still returns the first available name: the code checks len(selected) >= max_tools after each newly seen name', () => {
    const s = defaultSelection()
    const run = selectTools(buildCatalog(s), s.classified, 0, 2, 'pre-fix')
    expect(run.selected).toEqual(['create_project'])
    expect(run.stoppedInEntry).toBe(0)
  })
  it('max_tools 0 returns [] when the first name is unavailable (the check follows it all the same)', () => {
    const s = sel({ unavailable: ['create_project'] })
    expect(selectTools(buildCatalog(s), s.classified, 0, 2, 'pre-fix').selected).toEqual([])
  })
  it('max_tools 0: an unknown or empty first category is passed over to the first name of the next', () => {
    const s = sel({ categories: cats({ empty: [], b: ['b1', 'b2'] }) })
    expect(selectTools(buildCatalog(s), ['nope', 'empty', 'b'], 0, 2, 'pre-fix').selected).toEqual(['b1'])
  })
})

describe('selectTools, redistribute and weighted (ours)', () => {
  it('slots a category cannot fill go round-robin to the others', () => {
    const s = sel({ categories: cats({ a: ['a1'], b: many('b', 10), c: many('c', 10) }) })
    const run = selectTools(buildCatalog(s), ['a', 'b', 'c'], 8, 2, 'redistribute')
    // per_cat 2: a1, b1, b2, c1, c2 (5); 3 unused slots: b3, c3, b4
    expect(run.selected).toEqual(['a1', 'b1', 'b2', 'c1', 'c2', 'b3', 'c3', 'b4'])
  })
  it('weighted quotas follow the weights (largest remainder) and respect the minimum', () => {
    expect(weightedQuotas(8, [3, 1], 1)).toEqual([6, 2])
    expect(weightedQuotas(8, [1, 1, 1], 0)).toEqual([3, 3, 2])
    expect(weightedQuotas(8, [10, 0], 2)).toEqual([8, 2])
    expect(weightedQuotas(8, [0, 0], 0)).toEqual([4, 4])
  })
})

const arbSelection = fc
  .record({
    categories: fc.array(
      fc.record({
        name: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        tools: fc.array(fc.constantFrom(...many('t', 15)), { maxLength: 12 }),
        weight: fc.integer({ min: 0, max: 5 }),
      }),
      { maxLength: 6 },
    ),
    classified: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'zz'), { maxLength: 8 }),
    unavailable: fc.array(fc.constantFrom(...many('t', 15)), { maxLength: 3 }),
    maxTools: fc.integer({ min: 0, max: 20 }),
    minPerCategory: fc.integer({ min: 0, max: 4 }),
  })
  .map((r) => sel(r))
const strategies: SelectionStrategy[] = ['proportional', 'pre-fix', 'redistribute', 'weighted']

describe('selectTools properties', () => {
  it('never more than max_tools, never a duplicate, only available tools of classified categories', () => {
    fc.assert(
      fc.property(arbSelection, fc.constantFrom(...strategies), (s, strategy) => {
        const catalog = buildCatalog(s)
        const run = selectTools(catalog, s.classified, s.maxTools, s.minPerCategory, strategy)
        // The pre-fix walk checks max_tools only after its first name: max_tools 0 still returns one tool.
        const most = strategy === 'pre-fix' ? Math.max(1, s.maxTools) : s.maxTools
        expect(run.selected.length).toBeLessThanOrEqual(most)
        expect(new Set(run.selected).size).toBe(run.selected.length)
        const allowed = new Set(s.classified.flatMap((c) => catalog.categories.get(c) ?? []))
        for (const t of run.selected) expect(allowed.has(t) && catalog.available.has(t)).toBe(true)
      }),
    )
  })
  it('redistribution keeps every tool the seed keeps, and fills min(max_tools, distinct tools) slots', () => {
    fc.assert(
      fc.property(arbSelection, (s) => {
        const catalog = buildCatalog(s)
        const seed = selectTools(catalog, s.classified, s.maxTools, s.minPerCategory, 'proportional').selected
        const more = selectTools(catalog, s.classified, s.maxTools, s.minPerCategory, 'redistribute').selected
        expect(more.slice(0, seed.length)).toEqual(seed)
        const distinct = new Set(
          s.classified
            .flatMap((c) => catalog.categories.get(c) ?? [])
            .filter((t) => catalog.available.has(t)),
        )
        expect(more.length).toBe(s.classified.length === 0 ? 0 : Math.min(s.maxTools, distinct.size))
      }),
    )
  })
  it('never mutates the catalog or the category list', () => {
    fc.assert(
      fc.property(arbSelection, fc.constantFrom(...strategies), (s, strategy) => {
        const frozen = structuredClone(s)
        const catalog = buildCatalog(s)
        const classified = Object.freeze([...s.classified])
        selectTools(catalog, classified, s.maxTools, s.minPerCategory, strategy)
        expect(s).toEqual(frozen)
      }),
    )
  })
})
