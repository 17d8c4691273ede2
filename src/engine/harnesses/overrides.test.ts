import { describe, expect, it } from 'vitest'
import { parseScenario } from '../parse-scenario.ts'
import { anthropicSessionSettings } from './anthropic-api/harness.ts'
import { CLEAR_DEFAULTS, COMPACT_DEFAULTS, compactSession } from './anthropic-api/session.ts'
import { claudeSettings } from './claude-code/harness.ts'
import { CODEX_DEFAULTS, codexSettings } from './codex-cli/harness.ts'
import { geminiSettings } from './gemini-cli/harness.ts'
import { GEMINI_SESSION_DEFAULTS } from './gemini-cli/session.ts'
import { opencodeSessionSettings } from './opencode/harness.ts'
import { OPENCODE_SESSION_DEFAULTS } from './opencode/session.ts'
import { checkHarnessSettings, checkParamValue, editableParams, formatParamValue } from './overrides.ts'
import { HARNESSES, infoOf, paramsAt, sessionParamsAt } from './registry.ts'

const input = (tool: string, text: string) => ({ tool, isError: false, text, callIndex: 0 })

describe('Harness.deliver under edited parameters', () => {
  it('Codex: tool_output_token_limit 5,000 cuts a 60,000-byte read_file output to 12,000 + 12,000 bytes (5,000 × 1.2 tokens of 4 bytes)', () => {
    const codex = HARNESSES['codex-cli']
    const text = 'y'.repeat(60_000)
    expect(codex.deliver(input('read_file', text)).text).toBe(
      `${'y'.repeat(24_000)}…3000 tokens truncated…${'y'.repeat(24_000)}`,
    )
    const d = codex.deliver(input('read_file', text), { 'tool-output-token-limit': 5_000 })
    expect(d.text).toBe(`${'y'.repeat(12_000)}…9000 tokens truncated…${'y'.repeat(12_000)}`)
    expect(d.keptChars).toBe(24_000)
    expect(d.rule).toBe('function output; history cut at 6,000 tokens')
  })

  it('Codex: under gpt-5.2’s byte policy the same limit is 20,000 bytes, cut at 24,000 in the history', () => {
    const d = HARNESSES['codex-cli'].deliver(input('read_file', 'y'.repeat(60_000)), {
      model: 'gpt-5.2',
      'tool-output-token-limit': 5_000,
    })
    expect(codexSettings({ model: 'gpt-5.2', 'tool-output-token-limit': 5_000 }).toolOutputTokenLimit).toBe(
      5_000,
    )
    expect(d.rule).toBe('function output; history cut at 24,000 bytes')
    expect(d.keptChars).toBe(24_000)
  })

  it('Codex: exec max_output_tokens 2,000 cuts exec output at 8,000 bytes', () => {
    const d = HARNESSES['codex-cli'].deliver(input('exec_command', 'x'.repeat(10_000)), { exec: 2_000 })
    expect(d.rule).toBe('exec output, cut at 2,000 tokens')
    expect(d.keptChars).toBe(8_000)
  })

  it('Claude Code: BASH_MAX_OUTPUT_LENGTH 10,000 keeps 5,000 + 5,000 chars of a 20,000-char Bash output', () => {
    const d = HARNESSES['claude-code'].deliver(input('Bash', 'b'.repeat(20_000)), { bash: 10_000 })
    expect(d.keptChars).toBe(10_000)
    expect(HARNESSES['claude-code'].deliver(input('Bash', 'b'.repeat(20_000))).truncated).toBe(false)
  })

  it('Claude Code: a 500-char preview over a 1,000-char threshold', () => {
    const d = HARNESSES['claude-code'].deliver(input('Read', 'r'.repeat(1_500)), {
      persist: 1_000,
      preview: 500,
    })
    expect(d.keptChars).toBe(500)
    expect(d.text).toContain('Preview (first 500 chars):')
    expect(d.rule).toBe('saved to a file (over 1,000 chars), 500-char preview')
  })

  it('Gemini CLI: a 10,000-char threshold keeps 2,000 + 8,000 chars of a shell output', () => {
    const d = HARNESSES['gemini-cli'].deliver(input('run_shell_command', 's'.repeat(12_000)), {
      threshold: 10_000,
    })
    expect(d.keptChars).toBe(10_000)
  })

  it('leaves the input and the defaults untouched (pure)', () => {
    const o = Object.freeze({ exec: 2_000 })
    const i = Object.freeze(input('exec_command', 'x'.repeat(10_000)))
    HARNESSES['codex-cli'].deliver(i, o)
    expect(codexSettings()).toEqual(CODEX_DEFAULTS)
    expect(claudeSettings({})).toEqual(claudeSettings())
  })
})

describe('session settings under edited parameters', () => {
  it('Anthropic API: the compaction trigger and clearing edits, defaults when absent', () => {
    expect(anthropicSessionSettings()).toEqual({
      clear: CLEAR_DEFAULTS,
      compact: COMPACT_DEFAULTS,
      thinkingKeep: 1,
    })
    const s = anthropicSessionSettings({ 'compact-trigger': 60_000, keep: 1, inputs: true })
    expect(s.compact.triggerTokens).toBe(60_000)
    expect(s.clear.keep).toBe(1)
    expect(s.clear.clearToolInputs).toBe(true)
    const items = [
      { kind: 'user' as const, tokens: 70_000, chars: 0 },
      { kind: 'assistant' as const, tokens: 10, chars: 0 },
    ]
    expect(compactSession(items, COMPACT_DEFAULTS)).toHaveLength(0)
    expect(compactSession(items, s.compact).length).toBeGreaterThan(0)
  })

  it('Gemini CLI: compressing at 60% of the limit; masking thresholds', () => {
    expect(geminiSettings()).toEqual(GEMINI_SESSION_DEFAULTS)
    const s = geminiSettings({ 'compress-at': 0.6, 'mask-protect': 10_000 })
    expect(s.compressionThreshold).toBe(0.6)
    expect(s.masking.protectionThresholdTokens).toBe(10_000)
  })

  it('opencode: pruning off and a 100,000-token context', () => {
    expect(opencodeSessionSettings()).toEqual(OPENCODE_SESSION_DEFAULTS)
    expect(opencodeSessionSettings({ prune: false, context: 100_000 })).toMatchObject({
      prune: false,
      contextLimit: 100_000,
    })
  })
})

describe('checkHarnessSettings', () => {
  it('names the harness, the parameter and the unit of a value out of range', () => {
    expect(checkHarnessSettings({ 'codex-cli': { exec: 0 } }, HARNESSES)).toEqual([
      'Codex CLI, exec output cut (exec): must be at least 1 tokens',
    ])
    expect(checkHarnessSettings({ 'anthropic-api': { 'compact-trigger': 10_000 } }, HARNESSES)).toEqual([
      'Anthropic API, compact_20260112 trigger (compact-trigger): must be at least 50,000 input tokens',
    ])
  })

  it('refuses a wrong type, an unknown choice, a fact of the harness, an unknown parameter or harness', () => {
    expect(checkHarnessSettings({ 'claude-code': { bash: 'lots' } }, HARNESSES)).toEqual([
      'Claude Code, Bash output, middle cut over (bash): must be a number of chars',
    ])
    expect(checkHarnessSettings({ 'codex-cli': { model: 'gpt-9' } }, HARNESSES)[0]).toMatch(
      /^Codex CLI, model \(its truncation_policy\) \(model\): must be one of gpt-5.5, /,
    )
    expect(checkHarnessSettings({ 'codex-cli': { 'bytes-per-token': 3 } }, HARNESSES)[0]).toMatch(
      /^Codex CLI: no parameter “bytes-per-token” to set/,
    )
    expect(checkHarnessSettings({ nope: {} }, HARNESSES)[0]).toMatch(/^harnessSettings: no harness “nope”/)
    expect(checkParamValue('X', { id: 'a', label: 'a', edit: { kind: 'boolean', default: true } }, 1)).toBe(
      'X, a (a): must be true or false',
    )
  })

  it('accepts every parameter’s own default (each record’s default fits its range)', () => {
    for (const h of Object.values(HARNESSES))
      for (const p of editableParams(infoOf(h)))
        expect(checkParamValue(h.label, p, p.edit?.default), `${h.id} ${p.id}`).toBeNull()
  })
})

describe('Scenario.harnessSettings', () => {
  it('is absent by default and parses when valid', () => {
    const none = parseScenario({ version: 2 })
    expect(none.ok && 'harnessSettings' in none.scenario).toBe(false)
    const some = parseScenario({
      version: 2,
      harnessSettings: { 'codex-cli': { 'tool-output-token-limit': 5_000 } },
    })
    expect(some.ok && some.scenario.harnessSettings).toEqual({
      'codex-cli': { 'tool-output-token-limit': 5_000 },
    })
  })

  it('a bad value is one issue at harnessSettings with the one-line message', () => {
    const r = parseScenario({ version: 2, harnessSettings: { 'claude-code': { persist: -5 } } })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.issues.map((i) => i.message)).toEqual([
      'Claude Code, saved to a file over (persist): must be at least 1 chars',
    ])
  })
})

describe('formatParamValue', () => {
  it('writes numbers with separators and unit, booleans as yes/no', () => {
    expect(
      formatParamValue(
        { kind: 'number', default: 0, min: 0, max: 1e6, integer: true, unit: 'tokens' },
        5_000,
      ),
    ).toBe('5,000 tokens')
    expect(formatParamValue({ kind: 'boolean', default: false }, true)).toBe('yes')
  })
})

describe('paramsAt', () => {
  it('derives Codex’s history cut from an edited limit, and is the record’s params when nothing is edited', () => {
    const info = infoOf(HARNESSES['codex-cli'])
    expect(paramsAt(info)).toBe(info.params)
    expect(paramsAt(info, { 'tool-output-token-limit': 5_000 }).find((p) => p.id === 'history')?.value).toBe(
      '24,000',
    )
    expect(paramsAt(infoOf(HARNESSES['claude-code']), { bash: 1 }).find((p) => p.id === 'bash')?.value).toBe(
      '1',
    )
  })
})

describe('sessionParamsAt', () => {
  it('is the record’s session rows without edits, and every row’s value follows edits (set or derived)', () => {
    const opencode = infoOf(HARNESSES.opencode)
    expect(sessionParamsAt(opencode)).toBe(opencode.session?.params)
    const at = sessionParamsAt(opencode, { context: 100_000, protect: 5_000 })
    expect(at.find((p) => p.id === 'context')?.value).toBe('100,000')
    expect(at.find((p) => p.id === 'protect')?.value).toBe('5,000')
    expect(at.find((p) => p.id === 'overflow')?.value).toBe('68,000')
    // a harness with no session-derived rows still shows an edited value
    const lc = sessionParamsAt(infoOf(HARNESSES.langchain), { keep: 7 })
    expect(lc.find((p) => p.id === 'keep')?.value).toBe('7')
    expect(sessionParamsAt(infoOf(HARNESSES.deepagents), { 'token-limit': 1 })).toEqual([])
  })
  it('Codex’s bytes a token is shown as fixed in its code, not settable', () => {
    const p = HARNESSES['codex-cli'].params.find((x) => x.id === 'bytes-per-token')
    expect(p?.edit).toBeUndefined()
    expect(p?.setBy).toMatch(/^fixed in Codex’s code/)
  })
})
