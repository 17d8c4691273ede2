// Adds links to the share-link corpus (test/fixtures/share-links.*.json); never edits or removes an entry.
// A link handed out is a promise: test/unit/share-link-corpus.test.ts decodes every entry, forever, to the
// exact scenario stored beside it. Run it when a new format, scenario version or tab appears:
//   npx tsx scripts/make-link-corpus.ts
// It makes, for every shipped example, its link in every format this app writes or once wrote, and one A/B
// link per tab (the example and a change that tab shows); entries whose name is already there are left alone.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import {
  encodeShareLink,
  encodeShareLinkV1,
  readScenarioFile,
  SCENARIO_VERSION,
  type Scenario,
} from '../src/engine/index.ts'
import { namesOf } from '../test/support/example-names.ts'

interface Entry {
  name: string
  tab: string
  format: number
  link: string
  /** Keys into `scenarios`: what the link opens to, and for an A/B link the pinned scenario A. */
  scenario: string
  pinned?: string
}
interface Corpus {
  note: string
  /** Scenario files as they were when the links were made (each at its version); read as files are read. */
  scenarios: Record<string, unknown>
  links: Entry[]
}

// Links made at scenario version 3 and later go to a file of their version (each file stays small enough to
// read and review); share-links.v2.json holds those made before. Entries already in any file are not made again.
const fixtures = new URL('../test/fixtures/', import.meta.url)
const path = new URL(`share-links.scenario-${SCENARIO_VERSION}.json`, fixtures)
const corpus: Corpus = existsSync(path)
  ? JSON.parse(readFileSync(path, 'utf8'))
  : {
      note: 'Share links once handed out. Add entries with scripts/make-link-corpus.ts; never edit or remove one.',
      scenarios: {},
      links: [],
    }
const earlier: Entry[] = readdirSync(fixtures)
  .filter(
    (f) =>
      /^share-links\.(v2|scenario-\d+)\.json$/.test(f) &&
      f !== `share-links.scenario-${SCENARIO_VERSION}.json`,
  )
  .flatMap((f) => (JSON.parse(readFileSync(new URL(f, fixtures), 'utf8')) as Corpus).links)
const all = () => [...earlier, ...corpus.links]
const known = new Set(all().map((e) => e.name))
/**
 * An example already has a link of a format when any entry (of any scenario version) was made from it, under
 * its name today or a former one (test/support/example-names.ts).
 */
const hasExample = (file: string, format: number) =>
  all().some(
    (e) =>
      e.format === format &&
      !e.pinned &&
      namesOf(file).some((name) => e.name.startsWith(`public/examples/${name} as of`)),
  )
const add = (entry: Entry) => {
  if (known.has(entry.name)) return
  corpus.links.push(entry)
  known.add(entry.name)
  console.log(`+ ${entry.name} (${entry.link.length.toLocaleString('en-US')} chars)`)
}
const keep = (key: string, scenario: Scenario) => {
  corpus.scenarios[key] ??= scenario
  return key
}
const v = `scenario version ${SCENARIO_VERSION}`

const dir = new URL('../public/examples/', import.meta.url)
const examples = new Map<string, Scenario>()
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort()) {
  const read = readScenarioFile(readFileSync(new URL(file, dir), 'utf8'))
  if (!read.ok) throw new Error(`${file}: ${read.message}`)
  examples.set(file, read.scenario)
  const key = `${file} (${v})`
  for (const [format, encode] of [
    [1, encodeShareLinkV1],
    [2, (s: Scenario) => encodeShareLink(s)],
  ] as const) {
    if (hasExample(file, format)) continue
    add({
      name: `public/examples/${file} as of format ${format}, ${v}`,
      tab: read.scenario.view.tab,
      format,
      link: encode(read.scenario),
      scenario: keep(key, read.scenario),
    })
  }
}

/**
 * Every tab at today's scenario version in every format, even when older versions' links cover its examples:
 * the smallest example that opens on the tab (migrations must keep each version's links opening alike).
 */
const hasTabAtVersion = (tab: string, format: number) =>
  all().some((e) => e.tab === tab && e.format === format && !e.pinned && e.name.endsWith(`, ${v}`))
const byTab = new Map<string, [string, Scenario]>()
for (const [file, scenario] of examples) {
  const size = (s: Scenario) => JSON.stringify(s).length
  const had = byTab.get(scenario.view.tab)
  if (!had || size(scenario) < size(had[1])) byTab.set(scenario.view.tab, [file, scenario])
}
for (const [tab, [file, scenario]] of byTab) {
  for (const [format, encode] of [
    [1, encodeShareLinkV1],
    [2, (s: Scenario) => encodeShareLink(s)],
  ] as const) {
    if (hasTabAtVersion(tab, format)) continue
    add({
      name: `public/examples/${file} as of format ${format}, ${v}`,
      tab,
      format,
      link: encode(scenario),
      scenario: keep(`${file} (${v})`, scenario),
    })
  }
}

/** Tabs no shipped example opens on: the default scenario on that tab, in every format. */
const onTab = (tab: Scenario['view']['tab']) => {
  const s = examples.get('default.json') as Scenario
  return { ...s, view: { ...s.view, tab } }
}
for (const tab of ['replay', 'session', 'cost'] as const) {
  const scenario = onTab(tab)
  for (const [format, encode] of [
    [1, encodeShareLinkV1],
    [2, (s: Scenario) => encodeShareLink(s)],
  ] as const) {
    add({
      name: `public/examples/default.json on the ${tab} tab, format ${format}, ${v}`,
      tab,
      format,
      link: encode(scenario),
      scenario: keep(`default.json on the ${tab} tab (${v})`, scenario),
    })
  }
}

/** One A/B pair per tab: the example as A, and B changed in what that tab shows. */
const pairs: [string, string, (s: Scenario) => Scenario][] = [
  [
    'default.json',
    'the budget cut to 20,000',
    (s) => ({ ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: 20_000 } }),
  ],
  [
    'strategies-failed-build.json',
    'errors-first trim',
    (s) => ({ ...s, strategies: { ...s.strategies, trim: 'errors-first' } }),
  ],
  [
    'token-window-pruning.json',
    'a 128k window',
    (s) => ({
      ...s,
      toolBudgets: { ...s.toolBudgets, window: { ...s.toolBudgets.window, windowTokens: 128_000 } },
    }),
  ],
  [
    'selection-prefix-bug.json',
    'the fixed walk',
    (s) => ({ ...s, selection: { ...s.selection, strategy: 'proportional' } }),
  ],
  [
    'planner-three-files-retry.json',
    'no prior failures',
    (s) => ({ ...s, planner: { ...s.planner, inputs: { ...s.planner.inputs, priorFailures: false } } }),
  ],
  [
    'simulation-flaky-vs-reliable.json',
    '500 runs',
    (s) => ({ ...s, plans: { ...s.plans, simulation: { ...s.plans.simulation, runs: 500 } } }),
  ],
  [
    'plans-scaled-budget.json',
    'scale factor 2',
    (s) => ({
      ...s,
      plans: {
        ...s.plans,
        plan: {
          ...s.plans.plan,
          planningContext: {
            ...s.plans.plan.planningContext,
            constraints: { ...s.plans.plan.planningContext.constraints, scaleFactor: 2 },
          },
        },
      },
    }),
  ],
]
const tabPairs: [Scenario, string, (s: Scenario) => Scenario][] = [
  [
    onTab('replay'),
    'the budget cut to 20,000',
    (s) => ({ ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: 20_000 } }),
  ],
  [
    onTab('replay'),
    'Codex’s tool_output_token_limit set to 5,000',
    (s) => ({ ...s, harnessSettings: { 'codex-cli': { 'tool-output-token-limit': 5_000 } } }),
  ],
  [onTab('session'), '20 turns', (s) => ({ ...s, cost: { ...s.cost, turns: 20 } })],
  [
    onTab('cost'),
    '30 turns on gpt-6-luna',
    (s) => ({ ...s, cost: { ...s.cost, turns: 30, model: 'gpt-6-luna' } }),
  ],
]
for (const [a, change, edit] of tabPairs) {
  const b = edit(a)
  add({
    name: `A/B: public/examples/default.json on the ${a.view.tab} tab against ${change}, format 2, ${v}`,
    tab: b.view.tab,
    format: 2,
    link: encodeShareLink(b, a),
    scenario: keep(`default.json on the ${a.view.tab} tab, ${change} (${v})`, b),
    pinned: keep(`default.json on the ${a.view.tab} tab (${v})`, a),
  })
}

for (const [file, change, edit] of pairs) {
  const a = examples.get(file)
  if (!a) throw new Error(`no example ${file}`)
  // One pair per example and change at each scenario version: a new version adds its own.
  if (
    namesOf(file).some((name) => known.has(`A/B: public/examples/${name} against ${change}, format 2, ${v}`))
  )
    continue
  const b = edit(a)
  add({
    name: `A/B: public/examples/${file} against ${change}, format 2, ${v}`,
    tab: b.view.tab,
    format: 2,
    link: encodeShareLink(b, a),
    scenario: keep(`${file}, ${change} (${v})`, b),
    pinned: keep(`${file} (${v})`, a),
  })
}

// A scenario kept for an entry that another file already held is not this file's to keep.
const used = new Set(corpus.links.flatMap((e) => [e.scenario, e.pinned ?? e.scenario]))
for (const key of Object.keys(corpus.scenarios)) if (!used.has(key)) delete corpus.scenarios[key]
writeFileSync(path, `${JSON.stringify(corpus, null, 2)}\n`)
console.log(`${corpus.links.length} links, ${Object.keys(corpus.scenarios).length} scenarios`)
