import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { checkHarnessSettings } from '../harnesses/overrides.ts'
import { HARNESSES, infoOf } from '../harnesses/registry.ts'
import type { Scenario } from '../scenario.ts'
import { evaluateSession } from './evaluate-session.ts'
import { SESSION_RULES } from './harness-rules.ts'

const withSettings = (settings: Scenario['harnessSettings']): Scenario => ({
  ...defaultScenario(),
  harnessSettings: settings,
})
const info = Object.fromEntries(Object.entries(HARNESSES).map(([id, h]) => [id, infoOf(h)]))

describe('the session rules at the scenario’s edited parameters', () => {
  it('Claude Code at 60%: compaction at 60% of 200,000 = 120,000 tokens, in the events, the line and the text', () => {
    const plain = evaluateSession(defaultScenario(), 'claude-code')
    const t = evaluateSession(withSettings({ 'claude-code': { 'auto-compact': 60 } }), 'claude-code')
    const line = t.thresholds.find((x) => x.id === 'auto-compact')
    expect(line?.tokens).toBe(120_000)
    expect(line?.label).toBe('auto-compact at 60% (edited)')
    expect(plain.thresholds.find((x) => x.id === 'auto-compact')?.tokens).toBe(190_000)
    expect(t.replays).toContain('60% (edited) of 200,000 tokens')
    expect(plain.replays).not.toContain('(edited)')
    const first = t.events[0]
    if (!first) throw new Error('no compaction at 60%')
    // Compacts the first time the conversation reaches 120,000, where the default waits for 190,000.
    expect(first.tokensBefore).toBeGreaterThanOrEqual(120_000)
    expect(first.tokensBefore).toBeLessThan(190_000)
    expect(first.rule).toContain('≥ 120,000 (60% of 200,000)')
    expect(first.call).toBeLessThan(plain.events[0]?.call ?? Number.POSITIVE_INFINITY)
  })

  it('Claude Code: a 100,000-token window halves the trigger; DISABLE_AUTO_COMPACT leaves no compaction and no line', () => {
    const w = evaluateSession(withSettings({ 'claude-code': { window: 100_000 } }), 'claude-code')
    expect(w.thresholds.map((x) => [x.label, x.tokens])).toEqual([
      ['auto-compact (about 95%)', 95_000],
      ['window (edited)', 100_000],
    ])
    const off = evaluateSession(withSettings({ 'claude-code': { off: true } }), 'claude-code')
    expect(off.events).toEqual([])
    expect(off.thresholds.map((x) => x.id)).toEqual(['window'])
    expect(off.replays).toContain('off (DISABLE_AUTO_COMPACT, edited)')
  })

  it('Codex: model_auto_compact_token_limit lowers the line and compacts sooner', () => {
    const o = { 'auto-compact': 100_000 }
    const [line] = SESSION_RULES['codex-cli'].thresholds(0, o)
    expect(line?.tokens).toBe(100_000)
    expect(line?.label).toContain('(edited)')
    // A limit over 90% of the window changes nothing (Codex takes the lower).
    expect(SESSION_RULES['codex-cli'].thresholds(0, { 'auto-compact': 900_000 })[0]?.tokens).toBe(244_800)
    const plain = evaluateSession(defaultScenario(), 'codex-cli')
    const low = evaluateSession(withSettings({ 'codex-cli': o }), 'codex-cli')
    expect(low.events.length).toBeGreaterThan(plain.events.length)
    expect(low.replays).toContain('100,000 tokens (edited)')
  })

  it('OpenHands: a smaller max_size condenses sooner; a keep_first OpenHands refuses is one line, no events', () => {
    const plain = evaluateSession(defaultScenario(), 'openhands')
    const small = evaluateSession(withSettings({ openhands: { 'max-size': 20 } }), 'openhands')
    expect(small.events.length).toBeGreaterThan(plain.events.length)
    expect(small.replays).toContain('over 20 events (edited)')
    const bad = evaluateSession(withSettings({ openhands: { 'max-size': 20, 'keep-first': 9 } }), 'openhands')
    expect(bad.events).toEqual([])
    expect(bad.replays).toMatch(/^OpenHands refuses this condenser: keep_first \(9\).*nothing replayed$/)
  })

  it('LangChain: the trigger, keep and clear_at_least set move the line and the text', () => {
    const o = { trigger: 50_000, keep: 1, 'clear-at-least': 5_000 }
    const t = evaluateSession(withSettings({ langchain: o }), 'langchain')
    expect(t.thresholds[0]).toMatchObject({ label: 'ClearToolUsesEdit trigger (edited)', tokens: 50_000 })
    expect(t.replays).toContain(
      'over 50,000 approximate tokens (edited), keep the last 1 tool results (edited)',
    )
    expect(t.replays).toContain('5,000 tokens are reclaimed (edited)')
  })

  it('opencode: an edited PRUNE_PROTECT and PRUNE_MINIMUM reach the session', () => {
    const plain = evaluateSession(defaultScenario(), 'opencode')
    const eager = evaluateSession(withSettings({ opencode: { protect: 0, minimum: 0 } }), 'opencode')
    const prunes = (t: typeof plain) => t.events.filter((e) => e.kind === 'prune')
    expect(prunes(eager).length).toBeGreaterThan(prunes(plain).length)
    expect(prunes(eager)[0]?.rule).toContain('past the newest 0 (over 0)')
  })

  it('Gemini CLI: an edited preserve fraction and response budget reach the compression', () => {
    const o = { 'compress-at': 0.01, preserve: 0.9, 'response-budget': 0 }
    const t = evaluateSession(withSettings({ 'gemini-cli': o }), 'gemini-cli')
    expect(t.events.find((e) => e.kind === 'compress')?.rule).toContain('newest 90% kept')
    expect(t.events.find((e) => e.kind === 'truncate')?.rule).toContain('past 0 tokens')
  })

  it('the new parameters are checked like the others: one line naming the harness, the parameter, the range', () => {
    expect(
      checkHarnessSettings({ 'claude-code': { 'auto-compact': 60, window: 150_000, off: false } }, info),
    ).toEqual([])
    expect(checkHarnessSettings({ 'claude-code': { 'auto-compact': 101 } }, info)).toEqual([
      'Claude Code, compacts when the prompt reaches (auto-compact): is at most 100 %',
    ])
    expect(
      checkHarnessSettings({ openhands: { 'keep-first': -1 }, langchain: { keep: 1.5 } }, info),
    ).toHaveLength(2)
  })

  it('OpenHands’ max_message_chars cuts its deliveries', () => {
    const text = 'x'.repeat(50_000)
    const d = HARNESSES.openhands.deliver(
      { tool: 'execute_bash', isError: false, text, callIndex: 0 },
      {
        'max-message-chars': 10_000,
      },
    )
    expect(d.truncated).toBe(true)
    expect(d.keptChars).toBe(10_000)
    expect(
      HARNESSES.openhands.deliver({ tool: 'execute_bash', isError: false, text, callIndex: 0 }).keptChars,
    ).toBe(30_000)
  })
})
