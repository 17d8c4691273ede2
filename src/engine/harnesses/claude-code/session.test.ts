import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { autoCompactTrigger, CLAUDE_COMPACT_DEFAULTS, claudeCompact } from './session.ts'

// Claude Code is closed source: no test vectors of its own. These check the documented rules (env-vars page).
describe('Claude Code auto-compact trigger (as documented)', () => {
  it('is about 95% of the window by default', () => {
    expect(autoCompactTrigger(CLAUDE_COMPACT_DEFAULTS)).toBe(190_000)
    expect(autoCompactTrigger({ ...CLAUDE_COMPACT_DEFAULTS, window: 1_000_000 })).toBe(950_000)
  })
  it('CLAUDE_AUTOCOMPACT_PCT_OVERRIDE lowers it; above the default or out of 1-100 it has no effect', () => {
    expect(autoCompactTrigger({ ...CLAUDE_COMPACT_DEFAULTS, pctOverride: 50 })).toBe(100_000)
    expect(autoCompactTrigger({ ...CLAUDE_COMPACT_DEFAULTS, pctOverride: 99 })).toBe(190_000)
    expect(autoCompactTrigger({ ...CLAUDE_COMPACT_DEFAULTS, pctOverride: 0 })).toBe(190_000)
  })
})

describe('Claude Code over a session', () => {
  const turn = (): SessionItem[] => [
    { kind: 'assistant', tokens: 100, chars: 400 },
    { kind: 'tool-call', tool: 'Read', tokens: 50, chars: 200 },
    { kind: 'tool-result', tool: 'Read', tokens: 20_000, chars: 80_000 },
  ]
  const items: SessionItem[] = [
    { kind: 'user', tokens: 50, chars: 200 },
    ...Array.from({ length: 12 }, turn).flat(),
  ]
  it('summarizes everything before the call whose prompt reaches the trigger', () => {
    const events = claudeCompact(items, { ...CLAUDE_COMPACT_DEFAULTS, pctOverride: 50 })
    // Prompts before call k (item 1 + 3k): 50 + k × 20,150; the first ≥ 100,000 is k = 5 (100,800).
    expect(events[0]?.call).toBe(16)
    expect(events[0]?.tokensBefore).toBe(50 + 5 * 20_150)
    expect(events[0]?.items).toHaveLength(16)
    expect(events[0]?.tokensAfter).toBe(2_000)
  })
  it('does nothing under the trigger or when DISABLE_AUTO_COMPACT is set', () => {
    expect(claudeCompact(items)).toHaveLength(1)
    expect(claudeCompact(items, { ...CLAUDE_COMPACT_DEFAULTS, disabled: true })).toEqual([])
    expect(claudeCompact(items.slice(0, 10))).toEqual([])
  })
})
