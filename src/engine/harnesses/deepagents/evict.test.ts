import { describe, expect, it } from 'vitest'
import { contentPreview, evictedMessage, splitlines, withLineNumbers } from './evict.ts'
import { DEEPAGENTS_HARNESS, deliverDeepagents } from './harness.ts'

// Vectors from deepagents' libs/deepagents/tests/unit_tests/test_middleware.py at 23b83ad5
// (test_content_preview_edge_cases, test_intercept_truncates_content_sample_lines).
describe('_create_content_preview (deepagents’ vectors)', () => {
  for (const [n, truncates] of [
    [0, false],
    [1, false],
    [5, false],
    [10, false],
    [11, true],
    [20, true],
  ] as const) {
    it(`${n} lines ${truncates ? 'are' : 'are not'} truncated`, () => {
      const content = Array.from({ length: n }, (_, i) => `line ${i}`).join('\n')
      const preview = contentPreview(content)
      expect(preview.includes('truncated')).toBe(truncates)
      if (truncates) {
        for (const i of [0, 4, n - 5, n - 1]) expect(preview).toContain(`line ${i}`)
        if (n > 11) expect(preview).not.toContain(`line ${n - 6}`)
      } else for (let i = 0; i < n; i++) expect(preview).toContain(`line ${i}`)
    })
  }
  it('15 lines: five each side around "[5 lines truncated]", long lines cut to 1,000 chars', () => {
    const lines = Array.from({ length: 15 }, (_, i) => `line ${i}`)
    lines[1] = 'a'.repeat(2_000)
    lines[12] = 'b'.repeat(2_000)
    const msg = evictedMessage('test_123', lines.join('\n'))
    expect(msg).toContain('Tool result too large')
    expect(msg).toContain('head and tail')
    expect(msg).toContain('[5 lines truncated]')
    for (const s of ['line 0', 'line 4', 'line 10', 'line 14']) expect(msg).toContain(s)
    expect(msg).not.toContain('line 5')
    for (const l of msg.split('\n'))
      if (l.trim() && !l.includes('truncated')) expect(l.length).toBeLessThanOrEqual(1_010)
    // The head's numbers are one digit wide, the tail's two (each part is numbered on its own).
    expect(msg).toContain(`\n2  ${'a'.repeat(1_000)}\n`)
    expect(msg).toContain(`\n13  ${'b'.repeat(1_000)}\n`)
  })
})

describe('the preview’s Python pieces', () => {
  it('splitlines breaks where Python’s does, with no line after a final break', () => {
    expect(splitlines('a\r\nb\rc\u2028d\n')).toEqual(['a', 'b', 'c', 'd'])
    expect(splitlines('')).toEqual([])
  })
  it('numbers right-aligned to the widest, two spaces', () => {
    expect(withLineNumbers(['x', 'y'], 9)).toBe(' 9  x\n10  y')
    expect(withLineNumbers([], 1)).toBe('')
  })
})

describe('deepagents delivery', () => {
  const input = (tool: string, text: string) => ({ tool, isError: false, text, callIndex: 1 })
  it('passes 80,000 chars whole and evicts 80,001', () => {
    expect(deliverDeepagents(input('execute', 'x'.repeat(80_000))).truncated).toBe(false)
    const d = deliverDeepagents(input('execute', 'x'.repeat(80_001)))
    expect(d.truncated).toBe(true)
    expect(d.text).toContain('saved in the filesystem at this path: /large_tool_results/call_2\n')
    expect(d.text.endsWith(`1  ${'x'.repeat(1_000)}\n`)).toBe(true)
  })
  it('never evicts read_file and the other excluded tools', () => {
    expect(deliverDeepagents(input('read_file', 'x'.repeat(200_000))).truncated).toBe(false)
  })
})

describe('deepagents under an edited tool_token_limit_before_evict', () => {
  const input = (text: string) => ({ tool: 'execute', isError: false, text, callIndex: 0 })
  it('evicts over 4 × the edited limit, and 0 (None) turns eviction off', () => {
    const text = 'x'.repeat(50_000)
    expect(DEEPAGENTS_HARNESS.deliver(input(text)).truncated).toBe(false)
    expect(DEEPAGENTS_HARNESS.deliver(input(text), { 'token-limit': 10_000 }).truncated).toBe(true)
    expect(DEEPAGENTS_HARNESS.deliver(input('x'.repeat(100_000)), { 'token-limit': 0 }).truncated).toBe(false)
  })
  it('is settable with the source’s default; the preview and chars a token are fixed in its code', () => {
    const p = (id: string) => DEEPAGENTS_HARNESS.params.find((x) => x.id === id)
    expect(p('token-limit')?.edit).toMatchObject({ kind: 'number', default: 20_000, min: 0 })
    expect(p('preview')?.edit).toBeUndefined()
    expect(p('preview')?.setBy).toMatch(/^fixed in deepagents’ code/)
    expect(p('chars-per-token')?.setBy).toMatch(/^fixed in deepagents’ code/)
  })
})
