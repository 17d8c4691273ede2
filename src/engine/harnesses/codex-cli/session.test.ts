import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { approxTokenCount, autoCompactLimit, codexCompact, keptUserMessages } from './session.ts'

// Vectors from codex-rs at rust-v0.125.0 (637f7dd6): protocol/src/openai_models.rs's
// resolved_context_window_falls_back_to_max_context_window, and core/src/compact_tests.rs.
describe('auto_compact_token_limit (Codex’s vectors)', () => {
  it('is 90% of the window: 400,000 → 360,000', () => {
    expect(autoCompactLimit(400_000, null)).toBe(360_000)
  })
  it('takes model_auto_compact_token_limit when lower, never above 90%', () => {
    expect(autoCompactLimit(272_000, null)).toBe(244_800)
    expect(autoCompactLimit(272_000, 200_000)).toBe(200_000)
    expect(autoCompactLimit(272_000, 500_000)).toBe(244_800)
    // (context_window * 9) / 10 is integer division.
    expect(autoCompactLimit(11, null)).toBe(9)
  })
})

describe('build_compacted_history_with_limit (Codex’s vectors)', () => {
  it('cuts an overlong user message to what remains (max 16, "word " × 200)', () => {
    const big = approxTokenCount('word '.repeat(200).length)
    expect(big).toBe(250)
    expect(keptUserMessages([big], 16)).toEqual([[0, 16]])
  })
  it('keeps the newest messages while they fit, oldest first; the one that does not fit ends the walk', () => {
    expect(keptUserMessages([10, 10, 10], 15)).toEqual([
      [1, 5],
      [2, 10],
    ])
    expect(keptUserMessages([5, 5], 20_000)).toEqual([
      [0, 5],
      [1, 5],
    ])
    expect(keptUserMessages([5], 0)).toEqual([])
  })
})

describe('Codex over a session', () => {
  const user = (chars: number): SessionItem => ({ kind: 'user', tokens: chars / 4, chars })
  const turn = (): SessionItem[] => [
    { kind: 'assistant', tokens: 100, chars: 400 },
    { kind: 'tool-call', tool: 'exec_command', tokens: 50, chars: 200 },
    { kind: 'tool-result', tool: 'exec_command', tokens: 10_000, chars: 40_000 },
  ]
  it('compacts before the call after a request that reached 90% of the window, keeping user messages and a summary', () => {
    const items: SessionItem[] = [user(400), ...Array.from({ length: 30 }, turn).flat(), user(800), ...turn()]
    const events = codexCompact(items, {
      contextWindow: 100_000,
      autoCompactTokenLimit: null,
      summaryTokens: 1_000,
    })
    expect(events.length).toBeGreaterThan(0)
    const first = events[0]
    expect(first?.kind).toBe('compact')
    expect(first?.tokensBefore).toBeGreaterThanOrEqual(90_000 - 10_150)
    // The only user message so far (100 tokens) stays; everything else goes; the summary and its prefix come in.
    expect(first?.items).not.toContain(0)
    expect(first?.tokensAfter).toBe(100 + 1_000 + approxTokenCount(400))
  })
  it('never compacts under the limit', () => {
    expect(codexCompact([user(400), ...turn(), ...turn()])).toEqual([])
  })
})
