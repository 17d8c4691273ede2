import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { deliverGemini, GEMINI_HARNESS, geminiSessionParams, geminiSettings } from './harness.ts'
import { compressGemini, GEMINI_SESSION_DEFAULTS } from './session.ts'

const input = (tool: string, text: string) => ({ tool, isError: false, text, callIndex: 0 })

describe('deliverGemini', () => {
  it('passes a shell output of 40,000 chars whole and cuts one of 40,001 to 8,000 + 32,000 chars', () => {
    expect(deliverGemini(input('run_shell_command', 'a'.repeat(40_000))).truncated).toBe(false)
    const text = `${'h'.repeat(20_000)}${'t'.repeat(20_001)}`
    const d = deliverGemini(input('run_shell_command', text))
    expect(d.keptChars).toBe(40_000)
    expect(
      d.text.startsWith(
        'Output too large. Showing first 8,000 and last 32,000 characters. For full output see: ',
      ),
    ).toBe(true)
    expect(d.text).toContain(`\n${'h'.repeat(8_000)}\n\n... [1 characters omitted] ...\n\n`)
    expect(d.text.endsWith(text.slice(-32_000))).toBe(true)
  })
  it('cuts an MCP tool’s text too, and never a built-in file tool’s', () => {
    expect(deliverGemini(input('mcp_db_query', 'x'.repeat(50_000))).truncated).toBe(true)
    expect(deliverGemini(input('read_file', 'x'.repeat(50_000))).truncated).toBe(false)
  })
  it('cuts a web_fetch page over 250,000 chars to its head, line breaks dropped, with its warning', () => {
    const line = `${'w'.repeat(99)}\n`
    const d = deliverGemini(input('web_fetch', line.repeat(3_000)))
    expect(d.keptChars).toBe(250_000)
    expect(d.text).toBe(`${'w'.repeat(250_000)}\n\n... [Content truncated due to size limit] ...`)
    expect(deliverGemini(input('web_fetch', 'x'.repeat(250_000))).truncated).toBe(false)
  })
  it('takes a smaller threshold, and none at 0', () => {
    expect(deliverGemini(input('run_shell_command', 'x'.repeat(100)), 10).keptChars).toBe(10)
    expect(deliverGemini(input('run_shell_command', 'x'.repeat(100)), 0).truncated).toBe(false)
  })
  it('names file and line for each rule', () => {
    for (const p of [...GEMINI_HARNESS.params, ...(GEMINI_HARNESS.session?.params ?? [])])
      expect(p.source.kind === 'code' && p.source.line > 0).toBe(true)
  })
})

const item = (kind: SessionItem['kind'], tokens: number, tool?: string): SessionItem => ({
  kind,
  tokens,
  chars: tokens * 4,
  tool,
})

describe('compressGemini', () => {
  it('does nothing while the last prompt is under half the token limit', () => {
    const items = [item('user', 10), item('assistant', 10), item('user', 10), item('assistant', 10)]
    expect(compressGemini(items)).toEqual([])
  })
  it('compresses before the call after a prompt reached the threshold, keeping the newest 30% from a user message', () => {
    const s = { ...GEMINI_SESSION_DEFAULTS, tokenLimit: 1_000, summaryTokens: 50 }
    // Prompts: call at 1 sees 100; at 3 sees 500 (= 0.5 × 1,000); the call at 5 compresses.
    const items = [
      item('user', 100),
      item('assistant', 200),
      item('user', 200),
      item('assistant', 100),
      item('user', 250),
      item('assistant', 10),
    ]
    const events = compressGemini(items, s)
    expect(events).toHaveLength(1)
    const [e] = events
    expect(e).toMatchObject({ call: 5, kind: 'compress', items: [0, 1, 2, 3], tokensBefore: 850 })
    expect(e?.tokensAfter).toBe(s.summaryTokens + 250)
  })
  it('cuts function responses past 50,000 tokens, newest first, before it splits', () => {
    const s = { ...GEMINI_SESSION_DEFAULTS, tokenLimit: 150_000 }
    const items = [
      item('user', 10),
      item('tool-call', 5, 'run_shell_command'),
      item('tool-result', 30_000, 'run_shell_command'),
      item('tool-result', 30_000, 'run_shell_command'),
      item('tool-result', 30_000, 'run_shell_command'),
      item('assistant', 10),
      item('user', 10),
      item('assistant', 10),
    ]
    const cut = compressGemini(items, s).find((e) => e.kind === 'truncate')
    // The newest (index 4) fits the budget; 3 and 2 pass it and are cut.
    expect(cut?.items).toEqual([2, 3])
    expect(cut?.call).toBe(7)
  })
  it('does not mutate its input', () => {
    const items = Object.freeze([item('user', 1), item('assistant', 1)].map((x) => Object.freeze(x)))
    expect(() => compressGemini(items)).not.toThrow()
  })
  it('keeps the edited preserve fraction: 0.8 of the chars splits at the first user message instead of the last', () => {
    const s = { ...geminiSettings({ preserve: 0.8 }), tokenLimit: 1_000, summaryTokens: 50 }
    expect(s.preserveThreshold).toBe(0.8)
    const items = [
      item('user', 100),
      item('assistant', 200),
      item('user', 200),
      item('assistant', 100),
      item('user', 250),
      item('assistant', 10),
    ]
    // Default 0.3 drops [0, 1, 2, 3] (see above); keeping 80% of 860 chars-worth moves the split to item 2.
    const e = compressGemini(items, s).find((x) => x.kind === 'compress')
    expect(e?.items).toEqual([0, 1])
    expect(e?.rule).toContain('newest 80% kept')
  })
  it('keeps the edited function-response budget: 70,000 tokens cuts only the oldest of three 30,000-token responses', () => {
    const s = { ...geminiSettings({ 'response-budget': 70_000 }), tokenLimit: 150_000 }
    const items = [
      item('user', 10),
      item('tool-call', 5, 'run_shell_command'),
      item('tool-result', 30_000, 'run_shell_command'),
      item('tool-result', 30_000, 'run_shell_command'),
      item('tool-result', 30_000, 'run_shell_command'),
      item('assistant', 10),
      item('user', 10),
      item('assistant', 10),
    ]
    const cut = compressGemini(items, s).find((e) => e.kind === 'truncate')
    expect(cut?.items).toEqual([2])
    expect(cut?.rule).toContain('past 70,000 tokens')
  })
  it('lists preserve and response-budget as settable, with the source’s defaults, and shows edited values', () => {
    const params = geminiSessionParams()
    expect(params.find((p) => p.id === 'preserve')?.edit).toMatchObject({
      kind: 'number',
      default: 0.3,
      max: 1,
    })
    expect(params.find((p) => p.id === 'response-budget')?.edit).toMatchObject({ default: 50_000 })
    const at = geminiSessionParams(geminiSettings({ 'response-budget': 70_000, 'mask-min': 1_000 }))
    expect(at.find((p) => p.id === 'response-budget')?.value).toBe('70,000')
    expect(at.find((p) => p.id === 'mask-min')?.value).toBe('1,000')
  })
})
