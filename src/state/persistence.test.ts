import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { openScenario } from '../engine/open-scenario.ts'
import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import { loadInitialScenario, STORAGE_KEYS, shareLinkFor, startPersistence } from './persistence.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import { createAppStore } from './store.ts'

const open = async (r: Parameters<typeof openScenario>[0]) => openScenario(r)
const withBudget = (b: number): Scenario => ({
  ...defaultScenario(),
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})

function memoryStorage(initial: Record<string, string> = {}, quota = Number.POSITIVE_INFINITY) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new DOMException('quota', 'QuotaExceededError')
      data.set(k, v)
    },
  }
}

function manualTimers() {
  let pending: (() => void) | null = null
  return {
    setTimeout: (f: () => void) => {
      pending = f
      return 1
    },
    clearTimeout: () => {
      pending = null
    },
    flush: () => {
      const f = pending
      pending = null
      f?.()
    },
  }
}

describe('loadInitialScenario', () => {
  it('opens the defaults with no link and nothing saved', async () => {
    expect(await loadInitialScenario({ location: { hash: '' }, storage: null, open })).toEqual({
      scenario: defaultScenario(),
      notices: [],
    })
  })

  it('opens a share link', async () => {
    const { scenario } = await loadInitialScenario({
      location: { hash: encodeShareLink(withBudget(123)) },
      storage: null,
      open,
    })
    expect(scenario.resultBudget.resultBudgetChars).toBe(123)
  })

  it('prefers the link over the saved copy, unless the link is the one this browser last wrote', async () => {
    const link = encodeShareLink(withBudget(1))
    const storage = memoryStorage({
      [STORAGE_KEYS.scenario]: writeScenarioFile(withBudget(2)),
      [STORAGE_KEYS.hash]: 'other',
    })
    expect(
      (await loadInitialScenario({ location: { hash: link }, storage, open })).scenario.resultBudget
        .resultBudgetChars,
    ).toBe(1)
    storage.data.set(STORAGE_KEYS.hash, link)
    expect(
      (await loadInitialScenario({ location: { hash: link }, storage, open })).scenario.resultBudget
        .resultBudgetChars,
    ).toBe(2)
  })

  it('opens the saved work on a damaged link, with a notice that keeps the link text', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.scenario]: writeScenarioFile(withBudget(7)) })
    const { scenario, notices } = await loadInitialScenario({
      location: { hash: '#s=1.AAAA' },
      storage,
      open,
    })
    expect(scenario.resultBudget.resultBudgetChars).toBe(7)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ id: 'share-link', level: 'error', keptText: '#s=1.AAAA' })
    expect(notices[0]?.message).toMatch(/Your saved work opened instead\.$/)
  })

  it('says so when the saved copy is unreadable, and opens the defaults', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.scenario]: '{oops' })
    const { scenario, notices } = await loadInitialScenario({ location: { hash: '' }, storage, open })
    expect(scenario).toEqual(defaultScenario())
    expect(notices[0]).toMatchObject({ id: 'saved', level: 'warning' })
  })
})

describe('startPersistence', () => {
  it('writes the hash and the saved copy once edits settle, and not before the first edit', () => {
    const store = createAppStore()
    const storage = memoryStorage()
    const timers = manualTimers()
    const hashes: string[] = []
    startPersistence(store, {
      location: { hash: '' },
      storage,
      open,
      replaceHash: (h) => hashes.push(h),
      ...timers,
    })
    timers.flush()
    expect(hashes).toEqual([])
    store.getState().edit(setResultBudget({ resultBudgetChars: 1 }))
    store.getState().edit(setResultBudget({ resultBudgetChars: 2 }))
    timers.flush()
    expect(hashes).toEqual([encodeShareLink(withBudget(2))])
    expect(storage.data.get(STORAGE_KEYS.scenario)).toBe(writeScenarioFile(withBudget(2)))
  })

  it('writes a pending edit at once when flushed (the page is closing)', () => {
    const store = createAppStore()
    const storage = memoryStorage()
    const timers = manualTimers()
    const persistence = startPersistence(store, {
      location: { hash: '' },
      storage,
      open,
      replaceHash: () => {},
      ...timers,
    })
    store.getState().edit(setResultBudget({ resultBudgetChars: 3 }))
    persistence.flush()
    expect(storage.data.get(STORAGE_KEYS.scenario)).toBe(writeScenarioFile(withBudget(3)))
  })

  it('puts a compact scenario in the URL when pasted text is large, keeping every length', async () => {
    const big = setCallOutput(0, 0, { kind: 'text', text: 'y'.repeat(1_500_000) })(defaultScenario())
    const { hash, compact } = shareLinkFor(big)
    expect(compact).toBe(true)
    expect(hash?.length).toBeLessThan(200)
    const decoded = await open({ kind: 'link', hash: hash ?? '' })
    expect(decoded.kind === 'ok' && decoded.scenario.batches[0]?.calls[0]?.output).toEqual({
      kind: 'sample',
      chars: 1_500_000,
    })
  })

  it('gives no link when a long trace or log is pasted (its content matters), clears the old one and says why', () => {
    const store = createAppStore()
    const hashes: string[] = []
    const timers = manualTimers()
    startPersistence(store, {
      location: { hash: '' },
      storage: memoryStorage(),
      open,
      replaceHash: (h) => hashes.push(h),
      ...timers,
    })
    const trace = 'web_search ok\n'.repeat(80_000) // 1,120,000 chars
    store.getState().edit((s) => ({ ...s, plans: { ...s.plans, trace: { ...s.plans.trace, text: trace } } }))
    timers.flush()
    expect(shareLinkFor(store.getState().scenario).hash).toBeNull()
    expect(hashes).toEqual([''])
    expect(store.getState().notices.find((n) => n.id === 'link-too-long')?.message).toMatch(
      /\(Sentinel trace 1,120,000 chars\) hold more than the 1,000,000 chars a link carries/,
    )
    store.getState().edit((s) => ({ ...s, plans: { ...s.plans, trace: { ...s.plans.trace, text: 'x' } } }))
    timers.flush()
    expect(hashes[1]).toMatch(/^#s=2\./)
    expect(store.getState().notices.some((n) => n.id === 'link-too-long')).toBe(false)
  })

  it('warns that work will not survive a reload when the storage quota is exceeded', () => {
    const store = createAppStore()
    const timers = manualTimers()
    startPersistence(store, {
      location: { hash: '' },
      storage: memoryStorage({}, 1_000),
      open,
      replaceHash: () => {},
      ...timers,
    })
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: 'z'.repeat(5_000) }))
    timers.flush()
    expect(store.getState().notices.find((n) => n.id === 'save-failed')?.message).toMatch(
      /a reload would lose them/,
    )
  })
})
