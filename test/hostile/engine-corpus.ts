// The engine half of the hostile-input corpus (issue 15): what a stranger's link, file, paste or saved copy can
// hold, given to every way into the engine (the worker's openScenario, the per-tab readers, the numeric field
// parsers, values the page posts, the CLI), kept as data by entry point under engine/. engine.test.ts drives
// each entry; the browser half (corpus.mjs, driven by test/browser/hostile.spec.mjs) drives the page. Both make
// the one corpus of corpus.ts.
import { BOUNDED } from './engine/bounded.ts'
import { FIELDS, PERCENTS, PLANS, READERS } from './engine/editors.ts'
import { FILES } from './engine/files.ts'
import { IMPORTS, SELECTION } from './engine/imports.ts'
import { LINKS } from './engine/links.ts'
import type { HostileInput } from './engine/make.ts'
import { SAVED } from './engine/saved.ts'
import { CLI, VALUES } from './engine/values.ts'

export type { EntryPoint, HostileInput, Outcome } from './engine/make.ts'

/** Every input of the engine half, in one list; ids are unique. */
export const ENGINE_CORPUS: readonly HostileInput[] = [
  ...LINKS,
  ...FILES,
  ...SAVED,
  ...IMPORTS,
  ...SELECTION,
  ...PLANS,
  ...FIELDS,
  ...PERCENTS,
  ...READERS,
  ...VALUES,
  ...CLI,
  ...BOUNDED,
]
