import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { maskedSnippet, maskPlan } from './mask.ts'
import { compressGemini } from './session.ts'

// Vectors from gemini-cli's packages/core/src/context/toolOutputMaskingService.test.ts at 5411f113 (the latest
// history entry, which the service never scans, is left out of `parts` here, as the caller does).
const part = (tool: string, tokens: number, masked = false) => ({ tool, tokens, masked })

describe('maskPlan (gemini-cli’s vectors)', () => {
  it('masks the output that crosses the newest 50,000 tokens once 30,000 are maskable', () => {
    // t1 60k, t2 20k (t3, the latest turn, protected): t2 → 20k protected; t1 → 80k crosses.
    expect(maskPlan([part('t1', 60_000), part('t2', 20_000)])).toEqual([0])
  })
  it('aggregates many small outputs past the boundary', () => {
    // 11 outputs of 10k: the newest five sum to 50k (not over it); the sixth crosses; six masked.
    expect(maskPlan(Array.from({ length: 11 }, (_, i) => part(`tool${i}`, 10_000)))).toEqual([
      0, 1, 2, 3, 4, 5,
    ])
  })
  it('masks nothing under the protection threshold', () => {
    expect(maskPlan([part('a', 100), part('b', 100)])).toEqual([])
  })
  it('never masks exempt tools, and skips outputs already masked without counting them', () => {
    expect(
      maskPlan([part('activate_skill', 1_000), part('bulky_tool', 60_000), part('padding', 60_000)]),
    ).toEqual([1, 2])
    expect(maskPlan([part('tool1', 60_000, true)])).toEqual([])
  })
  it('takes other thresholds (its remote-configuration case: 100 protected, 50 to trigger)', () => {
    expect(
      maskPlan([part('a', 200), part('b', 60)], {
        protectionThresholdTokens: 100,
        minPrunableThresholdTokens: 50,
      }),
    ).toEqual([0])
  })
  it('writes the snippet with a 250-char head and tail', () => {
    const json = `${'a'.repeat(300)}${'z'.repeat(300)}`
    expect(maskedSnippet(json, '/t/f.txt')).toBe(
      `<tool_output_masked>\n${'a'.repeat(250)}\n... [TRUNCATED] ...\n${'z'.repeat(250)}\n\nOutput too large. Full output available at: /t/f.txt\n</tool_output_masked>`,
    )
  })
})

describe('compressGemini: masking over a session', () => {
  const at = (kind: SessionItem['kind'], tokens: number, tool?: string): SessionItem => ({
    kind,
    tokens,
    chars: tokens * 4,
    tool,
  })
  it('masks older outputs before a later call, never the request being sent', () => {
    const round = (t: number) => [
      at('tool-call', 10, 'grep'),
      at('tool-result', t, 'grep'),
      at('assistant', 10),
    ]
    const items = [at('user', 10), at('assistant', 10), ...round(40_000), ...round(40_000), ...round(40_000)]
    const mask = compressGemini(items).filter((e) => e.kind === 'mask')
    // At the call after the 3rd result, the history holds results 1 and 2 (the 3rd is the request): 2 is the
    // newest 40,000 (protected), 1 crosses (80,000) and is 40,000 ≥ 30,000 maskable.
    expect(mask[0]).toMatchObject({ call: 10, items: [3] })
    expect(mask[0]?.placeholder.startsWith('<tool_output_masked>')).toBe(true)
  })
})
