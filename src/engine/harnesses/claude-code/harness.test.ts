import { describe, expect, it } from 'vitest'
import { claudeParams, deliverClaude } from './harness.ts'

const input = (tool: string, text: string) => ({ tool, isError: false, text, callIndex: 2 })

describe('deliverClaude', () => {
  it('passes a result of 50,000 chars whole, and saves one of 50,001 to a file with a 2,000-char preview', () => {
    expect(deliverClaude(input('Read', 'a'.repeat(50_000))).truncated).toBe(false)
    const text = 'b'.repeat(50_001)
    const d = deliverClaude(input('Read', text))
    expect(d.text).toBe(
      `<persisted-output>\nOutput too large (48.8KB). Full output saved to: tool-results/call-3.txt\n\nPreview (first 2KB):\n${'b'.repeat(2_000)}\n</persisted-output>`,
    )
    expect(d.keptChars).toBe(2_000)
    expect(d.rule).toBe('saved to a file (over 50,000 chars), 2KB preview')
  })

  it('cuts Bash output over 30,000 chars in the middle, 15,000 chars each end, and never saves it', () => {
    const text = `${'h'.repeat(20_000)}${'m'.repeat(40_000)}${'t'.repeat(20_000)}`
    const d = deliverClaude(input('Bash', text))
    expect(d.keptChars).toBe(30_000)
    expect(d.text.startsWith('h'.repeat(15_000))).toBe(true)
    expect(d.text.endsWith('t'.repeat(15_000))).toBe(true)
    expect(d.text).toContain('[… 50,000 chars cut by Claude Code (wording ours) …]')
    expect(deliverClaude(input('Bash', 'x'.repeat(30_000))).truncated).toBe(false)
  })

  it('never starts the Bash tail inside a surrogate pair', () => {
    const text = `${'a'.repeat(50_000)}${'😀'.repeat(10_000)}` // the tail's first unit would be a low surrogate
    const d = deliverClaude(input('Bash', `${text}x`))
    expect(d.text.at(-1)).toBe('x')
    // a lone surrogate would turn into U+FFFD on the way through UTF-8
    expect(new TextDecoder().decode(new TextEncoder().encode(d.text))).toBe(d.text)
  })

  it('warns its user, not its model, about an MCP result over 10,000 tokens (chars / 4)', () => {
    const d = deliverClaude(input('mcp__db__query', 'c'.repeat(40_004)))
    expect(d.truncated).toBe(false)
    expect(d.warnings).toEqual(['MCP output over 10,000 tokens: Claude Code warns'])
    expect(deliverClaude(input('Read', 'c'.repeat(40_004))).warnings).toEqual([])
  })

  it('names the documentation page and the date read for each parameter', () => {
    for (const p of claudeParams()) {
      expect(p.source.kind).toBe('doc')
      expect(p.source.kind === 'doc' && p.source.read).toBe('2026-11-28')
    }
    expect(claudeParams().find((p) => p.id === 'bash')?.setBy).toBe('BASH_MAX_OUTPUT_LENGTH')
  })
})
