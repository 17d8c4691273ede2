import { describe, expect, it } from 'vitest'
import { replayRecords } from '../../src/cli/replay.ts'
import { defaultScenario } from '../../src/engine/index.ts'
import type { Scenario } from '../../src/engine/scenario.ts'
import { evaluateSession, harnessSession } from '../../src/engine/session/evaluate-session.ts'
import { SESSION_RULES } from '../../src/engine/session/harness-rules.ts'

type Rec = Record<string, unknown>

/** The Session tab's events and `engine replay`'s, in one shape: before which call (from 0), the prompt before and after, the results named. */
function both(s: Scenario, id: 'anthropic-api' | 'claude-code' | 'langchain') {
  const { items } = harnessSession(s, id)
  const tab = evaluateSession(s, id).events.map((e) => ({
    beforeCall: e.call - 1,
    tokensBefore: e.tokensBefore,
    tokensAfter: e.tokensAfter,
    results: e.results.map((r) => items[r.item]?.callId),
  }))
  // The rule the timeline draws (Anthropic's compaction, a separate edit, is printed by the CLI on its own).
  const rule = SESSION_RULES[id].rules[0]?.rule
  const cli = (replayRecords(s, id, {}) as Rec[])
    .filter((r) => r.kind === 'event' && r.rule === rule)
    .map((r) => ({
      beforeCall: r.beforeCall,
      tokensBefore: r.tokensBefore,
      tokensAfter: r.tokensAfter,
      results: r.results,
    }))
  return { tab, cli }
}

const withSettings = (settings: Scenario['harnessSettings']): Scenario => ({
  ...defaultScenario(),
  harnessSettings: settings,
})

describe('one home for the session rules: the Session tab and engine replay agree', () => {
  it('an edited Anthropic clear trigger moves the Session tab’s events and the CLI’s identically', () => {
    const plain = both(defaultScenario(), 'anthropic-api')
    const edited = both(withSettings({ 'anthropic-api': { 'clear-trigger': 40_000 } }), 'anthropic-api')
    expect(plain.tab.length).toBeGreaterThan(0)
    expect(edited.tab).toEqual(edited.cli)
    expect(plain.tab).toEqual(plain.cli)
    // 40,000 tokens is reached sooner than the default 100,000: the first clearing comes earlier.
    expect(edited.tab[0]?.beforeCall).toBeLessThan(plain.tab[0]?.beforeCall ?? 0)
    expect(edited.tab[0]?.tokensBefore).toBeGreaterThan(40_000)
    expect(plain.tab[0]?.tokensBefore).toBeGreaterThan(100_000)
  })

  it('Claude Code at 60%: the CLI prints the Session tab’s compactions', () => {
    const s = withSettings({ 'claude-code': { 'auto-compact': 60 } })
    const { tab, cli } = both(s, 'claude-code')
    expect(tab.length).toBeGreaterThan(0)
    expect(cli).toEqual(tab)
    expect(both(defaultScenario(), 'claude-code').tab[0]?.beforeCall).toBeGreaterThan(tab[0]?.beforeCall ?? 0)
  })

  it('LangChain keep 1: more results cleared in both', () => {
    const plain = both(defaultScenario(), 'langchain')
    const edited = both(withSettings({ langchain: { keep: 1 } }), 'langchain')
    expect(edited.cli).toEqual(edited.tab)
    const cleared = (x: typeof plain.tab) => x.reduce((t, e) => t + e.results.length, 0)
    expect(cleared(edited.tab)).toBeGreaterThan(cleared(plain.tab))
  })
})
