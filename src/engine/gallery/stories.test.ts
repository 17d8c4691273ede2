import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate, type Report } from '../entry/evaluate.ts'
import { loadTokenizers } from '../measure/load-tokenizers.ts'
import type { Tokenizers } from '../measure/measure.ts'
import { parseScenario } from '../parse-scenario.ts'
import { bestShareOver, valuesAtSteps } from '../plans/simulation/at-steps.ts'
import { simulate } from '../plans/simulation/simulate.ts'
import type { SimResult } from '../plans/simulation/stats.ts'
import { splitBatchBudget } from '../result-budget/split.ts'
import type { Scenario } from '../scenario.ts'
import { PASSAGES } from '../seeds/passages.ts'
import { perCategory } from '../selection/select.ts'
import { STORIES, storyById } from './stories.ts'
import { type Facts, factNames, fillSentences, num, pct, type Story } from './story.ts'

const scenarios = new Map<string, Scenario>()
function scenarioOf(story: Story): Scenario {
  const cached = scenarios.get(story.example)
  if (cached) return cached
  const text = readFileSync(new URL(`../../../public/examples/${story.example}`, import.meta.url), 'utf8')
  const parsed = parseScenario(JSON.parse(text))
  if (!parsed.ok) throw new Error(`${story.example} does not open`)
  scenarios.set(story.example, parsed.scenario)
  return parsed.scenario
}

const sims = new Map<string, SimResult>()
const simOf = (story: Story) => {
  const cached = sims.get(story.example)
  if (cached) return cached
  const sim = simulate(scenarioOf(story).plans)
  sims.set(story.example, sim)
  return sim
}

let tokenizers: Tokenizers = {}
const tokenizersReady = loadTokenizers(['o200k_base']).then((r) => {
  tokenizers = r.tokenizers
})

/** A story's facts as the page computes them: its scenario, the report of it, and its simulation if it needs one. */
async function factsOf(
  id: string,
): Promise<{ facts: Facts; report: Report; sim: SimResult | null; scenario: Scenario }> {
  await tokenizersReady
  const story = storyById(id)
  if (!story) throw new Error(`no story ${id}`)
  const scenario = scenarioOf(story)
  const report = evaluate(scenario, { tokenizers })
  const sim = story.needs === 'simulation' ? simOf(story) : null
  const facts = story.facts({ scenario, report, sim })
  if (!facts) throw new Error(`${id}: no facts`)
  return { facts, report, sim, scenario }
}

describe('the gallery', () => {
  it('holds a dozen stories, each on an example that exists, with a title, sentences and a known tab', () => {
    expect(STORIES.length).toBe(13)
    expect(new Set(STORIES.map((s) => s.id)).size).toBe(13)
    for (const s of STORIES) {
      expect(() => scenarioOf(s), s.id).not.toThrow()
      expect(s.sentences.length).toBeGreaterThan(0)
      if (s.passage) expect(PASSAGES[s.passage], s.id).toBeDefined()
    }
  })

  it.each(STORIES.map((s) => [s.id]))('%s: every number its sentences name is computed', async (id) => {
    const story = storyById(id) as Story
    const { facts } = await factsOf(id)
    expect(Object.keys(facts).sort()).toEqual(factNames(story.sentences).sort())
    const text = fillSentences(story.sentences, facts)
      .flat()
      .map((p) => (p.kind === 'text' ? p.text : p.value))
      .join('')
    expect(text).not.toContain('?')
    expect(text).not.toMatch(/NaN|undefined|Infinity/)
  })

  it('gives no facts before the report (or the simulation) is there', () => {
    for (const s of STORIES)
      expect(s.facts({ scenario: scenarioOf(s), report: null, sim: null }), s.id).toBeNull()
  })
})

describe('each story states the engine’s numbers', () => {
  it('why 80k: seed 003’s split of 80,000 between 3 calls, and a single call’s share', async () => {
    const { facts } = await factsOf('why-80k')
    expect(facts).toMatchObject({
      budget: '80,000',
      tokens: '20,000',
      left: '180,000',
      perCall: num(splitBatchBudget(80_000, 3)),
      single: num(splitBatchBudget(80_000, 1)),
    })
  })

  it('parallel reads: four 30,000-char reads are cut to 80,000 / 4 each; one alone passes whole', async () => {
    const { facts, report } = await factsOf('parallel-reads')
    expect(facts.share).toBe(num(splitBatchBudget(80_000, 4)))
    expect(facts.truncated).toBe('4')
    expect(facts.cut).toBe(num(4 * (30_000 - splitBatchBudget(80_000, 4))))
    expect(facts.delivered).toBe(num(report.batches[1]?.calls[0]?.rawChars ?? -1))
  })

  it('pre-trim: web_extract delivers within its share with no marker; terminal is cut and marked with its length', async () => {
    const { facts, scenario } = await factsOf('pre-trim')
    const log = scenario.batches[0]?.calls[1]
    const raw = log?.output.kind === 'text' ? log.output.text.length : -1
    expect(facts.marker).toBe(`[truncated — ${raw} chars total]`)
    expect(facts.logKept).toBe(num(splitBatchBudget(80_000, 2)))
    expect(Number(facts.pageDelivered?.replaceAll(',', ''))).toBeLessThanOrEqual(splitBatchBudget(80_000, 2))
  })

  it('failed build: the head trim keeps no error line; head + tail and errors-first keep both', async () => {
    const { facts } = await factsOf('failed-build')
    expect(facts).toMatchObject({ errors: '2', headErrors: '0', headTailErrors: '2', errorsFirstErrors: '2' })
    expect(facts.budget).toBe(num(splitBatchBudget(80_000, 3)))
  })

  it('chars/4: the estimate is a quarter of the chars; the exact count is o200k_base’s, and CJK is far above it', async () => {
    const { facts, scenario } = await factsOf('chars-per-token')
    const texts = scenario.batches[0]?.calls.map((c) => (c.output.kind === 'text' ? c.output.text : '')) ?? []
    const o200k = tokenizers.o200k_base
    if (!o200k) throw new Error('o200k_base did not load')
    expect(facts.jsonExact).toBe(num(o200k.count(texts[0] ?? '')))
    expect(facts.zhExact).toBe(num(o200k.count(texts[1] ?? '')))
    expect(facts.zhEstimate).toBe(num(Math.ceil((texts[1] ?? '').length / 4)))
    expect(facts.zhError?.startsWith('−')).toBe(true)
  })

  it('category starvation: the pre-fix walk gives projects every slot; the fix gives each per_cat', async () => {
    const { facts } = await factsOf('category-starvation')
    const p = num(perCategory(8, 2))
    expect(facts).toMatchObject({ bugFirst: '8', bugSecond: '0', perCat: p, fixFirst: p, fixSecond: p })
  })

  it('request_more_tools: 8 projects tools first, then the 7 github tools, one of 5 iterations', async () => {
    const { facts } = await factsOf('request-more-tools')
    expect(facts).toMatchObject({
      initial: '8',
      requestedFirst: '0',
      loaded: '7',
      requested: 'github',
      maxIterations: '5',
    })
    expect(facts.reply).toBe('Loaded 7 new tools')
  })

  it('a Builder that runs out: budget 5, three edits count 3, the verify would be call 6', async () => {
    const { facts } = await factsOf('builder-runs-out')
    expect(facts).toMatchObject({ budget: '5', used: '5', edits: '3', next: '6', line: '8' })
  })

  it('greedy locks in: the numbers are Figure 2.2’s series at step 1,000', async () => {
    const { facts, sim } = await factsOf('greedy-locks-in')
    const [row] = valuesAtSteps(sim as SimResult, [1_000])
    const i = sim?.policies.findIndex((p) => p.label === 'ε = 0.1') ?? -1
    expect(facts.epsBest).toBe(pct(row?.values[i]?.best ?? Number.NaN))
    expect(Number.parseFloat(facts.epsBest ?? '')).toBeGreaterThan(Number.parseFloat(facts.greedyBest ?? ''))
  })

  it('optimistic start: Figure 2.3’s experiment, greedy from Q₁ = 5 at 80–90% optimal over steps 901–1,000, above ε = 0.1', async () => {
    const { facts, sim } = await factsOf('optimistic-start')
    const r = sim as SimResult
    expect([facts.from, facts.to, facts.arms]).toEqual(['901', '1,000', '10'])
    expect(facts.optimistic).toBe(pct(bestShareOver(r, 0, 901, 1_000) ?? Number.NaN))
    expect(facts.realistic).toBe(pct(bestShareOver(r, 1, 901, 1_000) ?? Number.NaN))
    const share = (k: string) => Number.parseFloat(facts[k] ?? '') / 100
    // 2,000 runs: the mean's standard error is at most 0.5 / √2,000 ≈ 0.011 (see step-size.test.ts)
    expect(share('optimistic')).toBeGreaterThan(0.8 + 0.033)
    expect(share('optimistic')).toBeLessThan(0.9 - 0.033)
    expect(share('realistic')).toBeLessThan(share('optimistic'))
    expect(share('earlyBest')).toBeLessThan(0.2)
  })

  it('UCB’s spike: reward at step 11 is above steps 10 and 12', async () => {
    const { facts } = await factsOf('ucb-spike')
    const r = (k: string) => Number.parseFloat(facts[k] ?? '')
    expect(r('rewardSpike')).toBeGreaterThan(r('rewardBefore'))
    expect(r('rewardSpike')).toBeGreaterThan(r('rewardAfter'))
    expect([facts.before, facts.spike, facts.after]).toEqual(['10', '11', '12'])
  })

  it('Thompson against UCB: final regrets and the Lai–Robbins constant of 0.9 against 0.8', async () => {
    const { facts, sim } = await factsOf('thompson-vs-ucb')
    // (0.9 − 0.8) / KL(0.8, 0.9), KL in nats
    const kl = 0.8 * Math.log(0.8 / 0.9) + 0.2 * Math.log(0.2 / 0.1)
    expect(facts.constant).toBe((Math.round((0.1 / kl) * 1000) / 1000).toLocaleString('en-US'))
    expect(facts.T).toBe(num(sim?.t.at(-1) ?? 0))
    expect(Number.parseFloat(facts.ucb ?? '')).toBeGreaterThan(Number.parseFloat(facts.thompson ?? ''))
  })

  it('budget pressure: one policy’s rank rises and another’s falls between the smallest and largest scale', async () => {
    const { facts } = await factsOf('budget-pressure')
    expect(facts.riser).not.toBe(facts.faller)
    expect(facts.riserLow).not.toBe(facts.riserHigh)
    expect(facts.fallerLow).not.toBe(facts.fallerHigh)
    expect([facts.low, facts.high]).toEqual(['0.25', '4'])
  })
})

describe('fillSentences', () => {
  it('splits a sentence into text and named numbers, in order', () => {
    expect(fillSentences(['a {x} b {y}'], { x: '1', y: '2' })).toEqual([
      [
        { kind: 'text', text: 'a ' },
        { kind: 'fact', name: 'x', value: '1' },
        { kind: 'text', text: ' b ' },
        { kind: 'fact', name: 'y', value: '2' },
      ],
    ])
  })
})
