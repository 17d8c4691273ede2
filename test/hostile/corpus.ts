// The hostile-input corpus (issue 15), one list: every input of both halves, each entry saying which half runs
// it, through which entry point. The engine half's inputs are kept by entry point under engine/ (they are built
// with the engine's own makers, in TypeScript) and run by engine.test.ts in vitest; the browser half's are plain
// data in corpus.mjs (Node built-ins only, so the Chromium runner loads it as is) and run by
// test/browser/hostile.spec.mjs. corpus.test.ts holds the list to its promises (ids unique across both halves,
// at least 100 inputs, every entry point of the issue reached) and gives the run's report both counts.
import { FIELD_ENTRIES, FILES, LINKS, PASTES, PLAN_TEXTS, READER_TEXTS, SAVED } from './corpus.mjs'
import { ENGINE_CORPUS } from './engine-corpus.ts'

/** Which half runs an input: the engine's functions in vitest, or the real page in Chromium. */
export type Half = 'engine' | 'browser'

export interface CorpusEntry {
  id: string
  what: string
  /** Where it goes in: the engine's entry point (engine/make.ts) and/or the way into the page. */
  entry: Partial<Record<Half, string>>
  /** The halves that run it: an input kept under the same id in both is one input, run both ways. */
  halves: Half[]
}

type Listed = { id: string; what: string }
const browserHalf = (entry: string, list: readonly Listed[]) =>
  list.map(({ id, what }) => ({ id, what, half: 'browser' as const, entry }))

/** Each half's own list, as its runner reads it (an id appears once in each). */
export const HALVES = {
  engine: ENGINE_CORPUS.map(({ id, what, entry }) => ({ id, what, half: 'engine' as const, entry })),
  browser: [
    ...browserHalf('share link', LINKS),
    ...browserHalf('Open file', FILES),
    ...browserHalf('paste into every text box', PASTES),
    ...browserHalf('transcript, tool list, log and trace boxes', READER_TEXTS),
    ...browserHalf('plan JSON editor', PLAN_TEXTS),
    ...browserHalf('every numeric field', FIELD_ENTRIES),
    ...browserHalf('saved copy (localStorage, IndexedDB)', SAVED),
  ],
}

/** Every input of the corpus, once: the engine half's, then the browser half's not already among them. */
export const CORPUS: readonly CorpusEntry[] = (() => {
  const byId = new Map<string, CorpusEntry>()
  for (const e of [...HALVES.engine, ...HALVES.browser]) {
    const known = byId.get(e.id)
    if (known) {
      known.halves.push(e.half)
      known.entry[e.half] = e.entry
    } else byId.set(e.id, { id: e.id, what: e.what, entry: { [e.half]: e.entry }, halves: [e.half] })
  }
  return [...byId.values()]
})()

/** How many inputs each half runs, and how many both run. */
export const countByHalf = (corpus: readonly CorpusEntry[] = CORPUS) => ({
  entries: corpus.length,
  engine: corpus.filter((e) => e.halves.includes('engine')).length,
  browser: corpus.filter((e) => e.halves.includes('browser')).length,
  both: corpus.filter((e) => e.halves.length === 2).length,
})
