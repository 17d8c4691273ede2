import { describe, expect, it } from 'vitest'
import { joinParts } from '../../strategies/trim.ts'
import { CODEX_DEFAULTS, codexParams, codexToolKind, deliverCodex, effectivePolicy } from './harness.ts'

const input = (tool: string, text: string) => ({ tool, isError: false, text, callIndex: 0 })

describe('deliverCodex', () => {
  it('passes a 39,000-byte exec output whole (it is within 10,000 tokens = 40,000 bytes)', () => {
    const d = deliverCodex(input('exec_command', 'x'.repeat(39_000)))
    expect(d.truncated).toBe(false)
    expect(d.text.length).toBe(39_000)
    expect(d.measure).toEqual({ unit: 'bytes/4', value: 9_750 })
  })

  it('cuts a 120,000-char exec output to 20,000 + 20,000 bytes under the warning header', () => {
    const text = Array.from({ length: 1_500 }, (_, i) => `${String(i).padStart(79, '.')}\n`).join('')
    expect(text.length).toBe(120_000)
    const d = deliverCodex(input('exec_command', text))
    const header = 'Warning: truncated output (original token count: 30000)\nTotal output lines: 1500\n\n'
    expect(d.text).toBe(`${header}${text.slice(0, 20_000)}…20000 tokens truncated…${text.slice(100_000)}`)
    expect(d.keptChars).toBe(40_000)
    expect(d.rule).toBe('exec output, cut at 10,000 tokens')
  })

  it('cuts any other tool only in the history step, at 12,000 tokens = 48,000 bytes, with no header', () => {
    const text = 'y'.repeat(60_000)
    const d = deliverCodex(input('read_file', text))
    expect(d.text).toBe(`${'y'.repeat(24_000)}…3000 tokens truncated…${'y'.repeat(24_000)}`)
    expect(deliverCodex(input('read_file', 'y'.repeat(48_000))).truncated).toBe(false)
    expect(deliverCodex(input('read_file', 'y'.repeat(48_001))).text).toContain('…1 tokens truncated…')
  })

  it('sends an MCP result as its wall time and the JSON of its content, then cuts that in the history step', () => {
    const d = deliverCodex(input('search_docs', 'a\nb "c"'))
    expect(d.text).toBe('Wall time: 0.0000 seconds\nOutput:\n[{"type":"text","text":"a\\nb \\"c\\""}]')
    expect(d.truncated).toBe(false)
    const big = deliverCodex(input('search_docs', 'z'.repeat(50_000)))
    expect(big.truncated).toBe(true)
    expect(Buffer.byteLength(big.text.replace(/…\d+ tokens truncated…/, ''))).toBe(48_000)
  })

  it('cuts exec output twice under gpt-5.2’s byte policy: 40,000 bytes, then 12,000 bytes counted in chars', () => {
    const s = { ...CODEX_DEFAULTS, model: 'gpt-5.2' }
    expect(effectivePolicy(s)).toEqual({ mode: 'bytes', limit: 10_000 })
    const d = deliverCodex(input('exec_command', 'q'.repeat(100_000)), s)
    expect(
      d.text.startsWith('Warning: truncated output (original token count: 25000)\nTotal output lines: 1\n\n'),
    ).toBe(true)
    expect(d.text).not.toContain('tokens truncated') // the first marker sat in the middle the second cut removed
    expect(d.text).toMatch(/…\d+ chars truncated…/)
    expect(Buffer.byteLength(d.text.replace(/…\d+ chars truncated…/, ''))).toBe(12_000)
    expect(joinParts('q'.repeat(100_000), d.parts)).toBe(d.text)
  })

  it('takes config.toml’s tool_output_token_limit, × 4 as bytes under a byte policy', () => {
    expect(effectivePolicy({ ...CODEX_DEFAULTS, toolOutputTokenLimit: 500 })).toEqual({
      mode: 'tokens',
      limit: 500,
    })
    expect(effectivePolicy({ ...CODEX_DEFAULTS, model: 'gpt-5.2', toolOutputTokenLimit: 500 })).toEqual({
      mode: 'bytes',
      limit: 2_000,
    })
    expect(effectivePolicy({ ...CODEX_DEFAULTS, model: 'my-own-model' })).toEqual({
      mode: 'bytes',
      limit: 10_000,
    })
  })

  it('knows its shell tools, its built-in function tools, and calls the rest MCP', () => {
    expect(['exec_command', 'shell', 'read_file', 'mcp__x__y'].map(codexToolKind)).toEqual([
      'exec',
      'exec',
      'function',
      'mcp',
    ])
  })

  it('names each parameter’s file and line at the commit read', () => {
    const p = codexParams()
    expect(p.find((x) => x.id === 'history')).toMatchObject({
      value: '48,000',
      source: { kind: 'code', file: 'codex-rs/core/src/context_manager/history.rs', line: 375 },
    })
    expect(p.find((x) => x.id === 'model')?.value).toBe('gpt-5.5: 10,000 tokens')
  })

  it('does not mutate its input', () => {
    const i = Object.freeze(input('exec_command', 'w'.repeat(50_000)))
    deliverCodex(i)
    expect(i.text.length).toBe(50_000)
  })
})
