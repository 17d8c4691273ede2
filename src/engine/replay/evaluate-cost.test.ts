import { describe, expect, it } from 'vitest'
import { sessionCost } from '../cost/session.ts'
import { defaultScenario } from '../defaults.ts'
import { evaluate } from '../entry/evaluate.ts'
import type { Scenario } from '../scenario.ts'
import { evaluateCost } from './evaluate-cost.ts'
import { evaluateReplay, turnShape } from './evaluate-replay.ts'
import { receiveTurn } from './receive.ts'

const onTab = (tab: Scenario['view']['tab'], s: Scenario = defaultScenario()): Scenario => ({
  ...s,
  view: { ...s.view, tab },
})

describe('evaluate: the replay and the session cost', () => {
  it('are computed only while their tab is shown', () => {
    expect(evaluate(defaultScenario())).toMatchObject({ replay: null, cost: null })
    const replay = evaluate(onTab('replay'))
    expect(replay.replay?.columns).toHaveLength(14)
    expect(replay.cost).toBeNull()
  })

  it('prices the session with the row cost.model names, and lists every framework turn by turn', () => {
    const r = evaluate(onTab('cost')).cost
    expect(r?.price?.model).toBe('claude-sonnet-5-5')
    expect(r?.session.turns).toHaveLength(10)
    expect(r?.frameworks.map((f) => f.id)).toEqual([
      'ethos-documented',
      'ethos-today',
      'praisonai-documented',
      'praisonai-today',
      'claude-code',
      'codex-cli',
      'anthropic-api',
      'gemini-cli',
      'opencode',
      'openhands',
      'langchain',
      'deepagents',
      'seed-004-assistant',
      'yours',
    ])
    expect(r?.frameworks.every((f) => f.cumulative.length === 10)).toBe(true)
    // Your settings' session is the last column's, in full.
    const yours = r?.frameworks.at(-1)
    expect(yours?.totals).toEqual(r?.session.totals.dollars)
    expect(r?.session.totals.dollars.cached).toBeLessThan(r?.session.totals.dollars.uncached ?? 0)
  })

  it('says no row is priced when cost.model names none, and charges nothing', () => {
    const s = onTab('cost')
    const r = evaluate({ ...s, cost: { ...s.cost, model: 'no-such-model' } }).cost
    expect(r?.price).toBeNull()
    expect(r?.session.totals.dollars).toEqual({ uncached: 0, cached: 0 })
    expect(r?.session.totals.input).toBeGreaterThan(0)
  })

  it('grows with the turns: tool outputs resent on every later call compound the cost', () => {
    const s = onTab('cost')
    const ten = evaluate(s).cost?.session.totals.dollars.uncached ?? 0
    const twenty =
      evaluate({ ...s, cost: { ...s.cost, turns: 20 } }).cost?.session.totals.dollars.uncached ?? 0
    expect(twenty).toBeGreaterThan(2 * ten) // quadratic, not linear
  })
})

describe('evaluateCost beside evaluateReplay', () => {
  it('gives the same report whether it prices your session itself or takes the replay’s', () => {
    for (const turns of [1, 3, 37]) {
      const s = onTab('cost', { ...defaultScenario(), cost: { ...defaultScenario().cost, turns } })
      expect(evaluateCost(s, {}, evaluateReplay(s))).toEqual(evaluateCost(s))
    }
  })

  it('reads each column’s context from the first turn of its session, as a one-turn session prices it', () => {
    const s = onTab('replay', { ...defaultScenario(), cost: { ...defaultScenario().cost, turns: 12 } })
    const price = s.cost.prices[0]
    if (!price) throw new Error('no price row')
    for (const c of evaluateReplay(s).columns) {
      const shape = turnShape(s, receiveTurn(c.framework, s))
      const one = sessionCost(shape, { ...s.cost, turns: 1, price })
      expect(c.context.tokens, c.framework.id).toBe(one.calls.at(-1)?.input)
    }
  })
})

describe('evaluateCost: cache writes and the payoff of pruning', () => {
  it('on the default scenario, pruning first changes turn 2’s first call and pays for itself at turn 3’s reply', () => {
    const r = evaluate(onTab('cost')).cost
    expect(r?.payoff?.firstPruned).toEqual({ turn: 2, index: 0 })
    expect(r?.payoff?.paysAt).toEqual({ turn: 3, index: 1 })
    expect(r?.session.calls.slice(0, 2).map((c) => [c.cachedInput, c.cacheWrite])).toEqual([
      [0, 99],
      [99, 16_600],
    ])
    // 1-hour writes cost $4 a million against $2.50: the same session costs more with them.
    expect(r?.cachedWith1h).toBeGreaterThan(r?.session.totals.dollars.cached ?? Infinity)
  })
})
