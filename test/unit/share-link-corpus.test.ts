import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  decodeShareLink,
  evaluate,
  parseScenario,
  type Report,
  readScenarioFile,
  SCENARIO_VERSION,
  SYSTEM_IDS,
} from '../../src/engine/index.ts'
import { exampleToday, namesOf, RENAMED_EXAMPLES } from '../support/example-names.ts'

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

/**
 * Links of both formats, for every tab, an A/B pair per tab, and every example shipped when format 2 came,
 * each with the exact scenario it opened to (scripts/make-link-corpus.ts adds entries; never edit one). A
 * stored scenario is read as a scenario file is, so after a future migration a link still opens to what that
 * file opens to.
 */
interface Entry2 {
  name: string
  tab: string
  format: number
  link: string
  scenario: string
  pinned?: string
}
/**
 * An entry's tab as it was named when the link was made, named as today. Scenario version 4 renamed two tabs
 * (`explore` → `simulation`, `token-budgets` → `tool-budgets`; see migrate.ts): a link made before opens the
 * same view under its new id. Entries are never edited, so the old names stay in them and are mapped here.
 */
const RENAMED_TABS: Readonly<Record<string, string>> = {
  explore: 'simulation',
  'token-budgets': 'tool-budgets',
}
const tabToday = (tab: string) => RENAMED_TABS[tab] ?? tab

// share-links.v2.json holds the links made before scenario version 3; each later version has its own file.
const fixtures = new URL('../fixtures/', import.meta.url)
const corpusFiles = readdirSync(fixtures).filter((f) => /^share-links\.(v2|scenario-\d+)\.json$/.test(f))
const corpora = corpusFiles.map(
  (f) =>
    JSON.parse(readFileSync(new URL(f, fixtures), 'utf8')) as {
      scenarios: Record<string, unknown>
      links: Entry2[]
    },
)
const links = corpora.flatMap((c) => c.links.map((entry) => ({ entry, scenarios: c.scenarios })))
const examplesDir = new URL('../../public/examples/', import.meta.url)
const shipped = readdirSync(examplesDir).filter((f) => f.endsWith('.json') && f !== 'index.json')
/** The scenario version an entry's name ends with (`…, scenario version 4`; 2 for the corpus before 3). */
const versionOf = (name: string) => Number(/scenario version (\d+)$/.exec(name)?.[1] ?? 2)
const stored = (scenarios: Record<string, unknown>, key: string) => {
  const parsed = parseScenario(scenarios[key])
  if (!parsed.ok) throw new Error(`stored scenario ${key} no longer reads: ${parsed.issues[0]?.message}`)
  return parsed.scenario
}

describe('share links of formats 1 and 2, every tab and A/B', () => {
  it.each(links.map((e) => [e.entry.name, e] as const))(
    '%s opens to the exact scenario',
    (_, { entry, scenarios }) => {
      expect(entry.link.startsWith(`#s=${entry.format}.`)).toBe(true)
      const decoded = decodeShareLink(entry.link)
      const expected =
        entry.pinned === undefined
          ? { kind: 'ok', scenario: stored(scenarios, entry.scenario) }
          : {
              kind: 'ok',
              scenario: stored(scenarios, entry.scenario),
              pinned: stored(scenarios, entry.pinned),
            }
      expect(decoded).toEqual(expected)
      if (decoded.kind === 'ok') expect(decoded.scenario.view.tab).toBe(tabToday(entry.tab))
    },
  )

  it('covers every tab in both formats, and A/B on every tab, at today’s scenario version too', () => {
    const all = links.map((l) => ({ ...l.entry, tab: tabToday(l.entry.tab) }))
    const today = `, scenario version ${SCENARIO_VERSION}`
    for (const tab of SYSTEM_IDS) {
      for (const format of [1, 2]) {
        expect(all.some((e) => e.tab === tab && e.format === format && !e.pinned)).toBe(true)
        const now = all.some(
          (e) => e.tab === tab && e.format === format && !e.pinned && e.name.endsWith(today),
        )
        expect(now, `${tab}, format ${format}, scenario version ${SCENARIO_VERSION}`).toBe(true)
      }
      expect(all.some((e) => e.tab === tab && e.pinned)).toBe(true)
      expect(
        all.some((e) => e.tab === tab && e.pinned && e.name.endsWith(today)),
        `A/B on ${tab}`,
      ).toBe(true)
    }
    // Every example shipped today has a link of each format (made under its name then: see example-names.ts).
    for (const file of shipped)
      for (const format of [1, 2])
        expect(
          all.some(
            (e) =>
              e.format === format &&
              !e.pinned &&
              namesOf(file).some((name) => e.name.startsWith(`public/examples/${name} as of`)),
          ),
          `${file}, format ${format}`,
        ).toBe(true)
  })
})

describe('examples renamed since their links were made (test/support/example-names.ts)', () => {
  const renamed = Object.entries(RENAMED_EXAMPLES)

  it('names, for each former name, a file shipped and listed today, and no former name is shipped', () => {
    const index = JSON.parse(readFileSync(new URL('index.json', examplesDir), 'utf8')) as { file: string }[]
    for (const [old, today] of renamed) {
      expect(shipped, old).not.toContain(old)
      expect(shipped, today).toContain(today)
      expect(index.map((e) => e.file)).toContain(today)
      expect(exampleToday(old)).toBe(today)
      expect(namesOf(today)).toEqual([today, old])
    }
    expect(exampleToday('default.json')).toBe('default.json')
  })

  // The same example under its new name: the scenario its former name's newest link opened to is what the
  // renamed file opens to today.
  it.each(renamed)('%s is %s: the file opens to what its links stored', (old, today) => {
    const newest = links
      .filter(({ entry }) => !entry.pinned && entry.name.startsWith(`public/examples/${old} as of`))
      .sort((a, b) => versionOf(b.entry.name) - versionOf(a.entry.name))[0]
    if (newest === undefined) throw new Error(`no link in the corpus was made from ${old}`)
    const read = readScenarioFile(readFileSync(new URL(today, examplesDir), 'utf8'))
    expect(read.ok && read.scenario).toEqual(stored(newest.scenarios, newest.entry.scenario))
  })
})
