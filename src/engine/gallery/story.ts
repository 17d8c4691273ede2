import type { SystemId } from '../base/scenario-core.ts'
import type { ShownReport } from '../entry/evaluate.ts'
import type { SimResult } from '../plans/simulate/stats.ts'
import type { Scenario } from '../scenario.ts'
import type { PassageId } from '../seeds/passages.ts'

/** What a story's numbers are read from: its scenario, the report of it, and (Explore stories) its simulation. */
export interface StoryInput {
  scenario: Scenario
  report: ShownReport | null
  sim: SimResult | null
}

/** A story's numbers, written as the page shows them ("26,666", "79.4%"), by name. */
export type Facts = Record<string, string>

/**
 * One story of the gallery: a scenario (an example file), a title, a few sentences whose numbers the engine
 * computes from the scenario (`{name}` in a sentence is `facts(input)[name]`), and the seed passage it tells.
 */
export interface Story {
  id: string
  title: string
  /** The tab the story opens on. */
  tab: SystemId
  /** Its scenario: a file in public/examples/. */
  example: string
  /** A line for the gallery's card (no numbers: those need the scenario computed). */
  teaser: string
  /** Explore stories need the simulation's result; the others the report alone. */
  needs: 'report' | 'simulation'
  sentences: readonly string[]
  /** The numbers, or null while what they are read from is not there yet (a report or simulation pending). */
  facts: (input: StoryInput) => Facts | null
  passage?: PassageId
}

/** A piece of a filled sentence: text, or a computed number with the name it has in the story's facts. */
export type StoryPart = { kind: 'text'; text: string } | { kind: 'fact'; name: string; value: string }

/**
 * Fills a story's sentences with its facts: each sentence as text and number parts, in order. A name missing
 * from the facts is a bug in the story (a test holds every story to its names) and shows as "?".
 * @example fillSentences(['{n} chars'], { n: '26,666' })[0] // [{ kind: 'fact', name: 'n', value: '26,666' }, { kind: 'text', text: ' chars' }]
 */
export function fillSentences(sentences: readonly string[], facts: Facts): StoryPart[][] {
  return sentences.map((sentence) => {
    const parts: StoryPart[] = []
    let last = 0
    for (const m of sentence.matchAll(/\{(\w+)\}/g)) {
      if (m.index > last) parts.push({ kind: 'text', text: sentence.slice(last, m.index) })
      const name = m[1] as string
      parts.push({ kind: 'fact', name, value: facts[name] ?? '?' })
      last = m.index + m[0].length
    }
    if (last < sentence.length) parts.push({ kind: 'text', text: sentence.slice(last) })
    return parts
  })
}

/**
 * The names a story's sentences use, so a test can hold its facts to them.
 * @example factNames(['{a} and {b}']) // ['a', 'b']
 */
export function factNames(sentences: readonly string[]): string[] {
  return [...new Set(sentences.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)))]
}

/** A count as the page writes it: en-US thousands separators. */
export const num = (n: number): string => n.toLocaleString('en-US')

/** A share (0–1) as a percent with one decimal: 0.794 → "79.4%". */
export const pct = (share: number): string => `${(Math.round(share * 1000) / 10).toLocaleString('en-US')}%`

/** A mean to three decimals, as the Explore tables write it. */
export const dec3 = (x: number): string => (Math.round(x * 1000) / 1000).toLocaleString('en-US')

/** A mean to two decimals. */
export const dec2 = (x: number): string => (Math.round(x * 100) / 100).toLocaleString('en-US')

/** An ordinal rank: 1 → "1st". */
export const ordinal = (n: number): string =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')}`
