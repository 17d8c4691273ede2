import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { CLEAR_DEFAULTS } from '../harnesses/anthropic-api/session.ts'
import { CODEX_DEFAULTS } from '../harnesses/codex-cli/harness.ts'
import { GEMINI_SESSION_DEFAULTS } from '../harnesses/gemini-cli/session.ts'
import { LANGCHAIN_CLEAR_DEFAULTS } from '../harnesses/langchain/session.ts'
import { OPENCODE_SESSION_DEFAULTS } from '../harnesses/opencode/session.ts'
import {
  anthropicClearSnippet,
  anthropicCompactSnippet,
  claudeCodeSnippet,
  codexAutoCompactLimit,
  codexSnippet,
  geminiSnippet,
  harnessSnippets,
  langchainSnippet,
  opencodeSnippet,
  openhandsSnippet,
} from './harnesses.ts'

// TOML's literals as a config.toml uses them (bare-key tables, no arrays or dates here): a bare key,
// then a basic string with JSON-compatible escapes, an integer without leading zeros, a float, or a boolean.
const TOML_LINE =
  /^([A-Za-z0-9_-]+) = ("(?:[^"\\\p{Cc}]|\\["\\bfnrt]|\\u[0-9A-Fa-f]{4})*"|[+-]?(?:0|[1-9]\d*)(?:\.\d+)?|true|false)$/u

/** A minimal TOML check (the repository has no TOML parser): the values by key, or the first bad line. */
function readToml(code: string): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  let table = ''
  for (const [n, line] of code.split('\n').entries()) {
    if (line === '' || line.startsWith('#')) continue
    const header = /^\[([A-Za-z0-9_-]+)\]$/.exec(line)
    if (header) {
      table = `${header[1]}.`
      if (Object.keys(values).some((k) => k.startsWith(table)))
        throw new Error(`line ${n + 1}: ${line} twice`)
      continue
    }
    const m = TOML_LINE.exec(line)
    if (!m) throw new Error(`line ${n + 1} is not key = literal: ${line}`)
    const [, bare, literal] = m as unknown as [string, string, string]
    const key = `${table}${bare}`
    if (key in values) throw new Error(`line ${n + 1}: ${key} defined twice`)
    values[key] = JSON.parse(literal)
  }
  return values
}

/** The keyword arguments of each call in a Python text, as `ast` reads them (python3 parses it). */
function pythonKwargs(code: string): Record<string, Record<string, unknown>> {
  const script = `
import ast, json, sys
tree = ast.parse(sys.stdin.read())
out = {}
for n in ast.walk(tree):
    if isinstance(n, ast.Call) and isinstance(n.func, ast.Name):
        out[n.func.id] = {k.arg: (ast.literal_eval(k.value) if not isinstance(k.value, (ast.List, ast.Name)) else None) for k in n.keywords}
print(json.dumps(out))
`
  const r = spawnSync('python3', ['-c', script], { input: code, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`python3 could not parse it: ${r.stderr}`)
  return JSON.parse(r.stdout)
}

describe('harness config as code', () => {
  it('every snippet parses in its own language', () => {
    const snippets = harnessSnippets()
    expect(snippets.map((s) => s.id)).toEqual([
      'claude-code',
      'codex-cli',
      'anthropic-api',
      'anthropic-compact',
      'gemini-cli',
      'opencode',
      'openhands',
      'langchain',
    ])
    for (const s of snippets) {
      if (s.language === 'json') expect(() => JSON.parse(s.code), s.id).not.toThrow()
      else if (s.language === 'toml') expect(() => readToml(s.code), s.id).not.toThrow()
      else if (s.language === 'python') expect(pythonKwargs(s.code), s.id).toBeTypeOf('object')
      else throw new Error(`${s.id}: unexpected language ${s.language}`)
    }
  })

  it('the TOML check refuses what TOML does', () => {
    expect(() => readToml('model = gpt-5.5')).toThrow('line 1')
    expect(() => readToml('a = 1\na = 2')).toThrow('defined twice')
    expect(() => readToml('n = 010')).toThrow()
    expect(() => readToml('s = "a\u0001b"')).toThrow('line 1')
    expect(readToml('# c\nmodel = "a\\"b"\nn = 10000\n')).toEqual({ model: 'a"b', n: 10_000 })
  })

  it('Claude Code: the env block holds its variables as strings', () => {
    expect(JSON.parse(claudeCodeSnippet().code)).toEqual({
      env: { BASH_MAX_OUTPUT_LENGTH: '30000', MAX_MCP_OUTPUT_TOKENS: '25000' },
    })
    const changed = claudeCodeSnippet({
      bashMaxOutputLength: 12_345,
      maxMcpOutputTokens: 8,
      persistThresholdChars: 1,
      previewChars: 2_000,
    })
    expect(JSON.parse(changed.code).env).toEqual({
      BASH_MAX_OUTPUT_LENGTH: '12345',
      MAX_MCP_OUTPUT_TOKENS: '8',
    })
  })

  it('Codex: model, its truncation limit in tokens, and auto-compaction capped at 90% of the window', () => {
    expect(readToml(codexSnippet().code)).toEqual({
      model: 'gpt-5.5',
      tool_output_token_limit: 10_000,
      model_auto_compact_token_limit: 244_800,
    })
    const set = readToml(codexSnippet({ ...CODEX_DEFAULTS, toolOutputTokenLimit: 2_500 }, 100_000).code)
    expect(set.tool_output_token_limit).toBe(2_500)
    expect(set.model_auto_compact_token_limit).toBe(100_000)
    expect(codexAutoCompactLimit(272_000, 500_000)).toBe(244_800)
  })

  it('Anthropic API: clear_tool_uses_20250919 and compact_20260112 with their parameters', () => {
    expect(JSON.parse(anthropicClearSnippet().code).context_management.edits).toEqual([
      {
        type: 'clear_tool_uses_20250919',
        trigger: { type: 'input_tokens', value: 100_000 },
        keep: { type: 'tool_uses', value: 3 },
        exclude_tools: [],
        clear_tool_inputs: false,
      },
    ])
    const edit = { ...CLEAR_DEFAULTS, clearAtLeast: 5_000, excludeTools: ['web_search'] }
    const [set] = JSON.parse(anthropicClearSnippet(edit).code).context_management.edits
    expect(set.clear_at_least).toEqual({ type: 'input_tokens', value: 5_000 })
    expect(set.exclude_tools).toEqual(['web_search'])
    expect(JSON.parse(anthropicCompactSnippet().code).context_management.edits).toEqual([
      { type: 'compact_20260112', trigger: { type: 'input_tokens', value: 150_000 } },
    ])
  })

  it('Gemini CLI and opencode: their settings keys at the harness values', () => {
    expect(JSON.parse(geminiSnippet().code)).toEqual({
      model: { compressionThreshold: 0.5 },
      tools: { truncateToolOutputThreshold: 40_000 },
      contextManagement: {
        tools: { outputMasking: { protectionThresholdTokens: 50_000, minPrunableThresholdTokens: 30_000 } },
      },
    })
    expect(
      JSON.parse(geminiSnippet({ ...GEMINI_SESSION_DEFAULTS, compressionThreshold: 0.6 }).code).model,
    ).toEqual({
      compressionThreshold: 0.6,
    })
    expect(JSON.parse(opencodeSnippet().code).compaction).toEqual({ auto: true, prune: true })
    expect(
      JSON.parse(opencodeSnippet({ ...OPENCODE_SESSION_DEFAULTS, prune: false, reserved: 10_000 }).code)
        .compaction,
    ).toEqual({ auto: true, prune: false, reserved: 10_000 })
  })

  it('OpenHands: [llm] and [condenser] keys at the harness values', () => {
    expect(readToml(openhandsSnippet().code)).toEqual({
      'llm.max_message_chars': 30_000,
      'condenser.type': 'llm',
      'condenser.keep_first': 1,
      'condenser.max_size': 100,
      'condenser.max_event_length': 10_000,
    })
    expect(
      readToml(openhandsSnippet({ maxSize: 120, keepFirst: 4, summaryTokens: 1 }).code)['condenser.max_size'],
    ).toBe(120)
    expect(() => readToml('[a]\nx = 1\n[a]\ny = 2')).toThrow('twice')
  })

  it('LangChain: ClearToolUsesEdit’s keyword arguments at the harness values', () => {
    expect(pythonKwargs(langchainSnippet().code).ClearToolUsesEdit).toEqual({
      trigger: 100_000,
      keep: 3,
      clear_at_least: 0,
      exclude_tools: [],
      placeholder: '[cleared]',
    })
    const custom = langchainSnippet({ ...LANGCHAIN_CLEAR_DEFAULTS, excludeTools: ['web_search'], keep: 5 })
    expect(pythonKwargs(custom.code).ClearToolUsesEdit).toMatchObject({
      keep: 5,
      exclude_tools: ['web_search'],
    })
  })
})

describe('harnessSnippets under edited parameters', () => {
  it('writes the edited values: Codex’s tool_output_token_limit, Claude Code’s BASH_MAX_OUTPUT_LENGTH, compaction at 60,000', () => {
    const [claude, codex, , compact, gemini] = harnessSnippets({
      'claude-code': { bash: 12_000 },
      'codex-cli': { 'tool-output-token-limit': 5_000 },
      'anthropic-api': { 'compact-trigger': 60_000 },
      'gemini-cli': { 'compress-at': 0.6 },
    })
    expect(JSON.parse(claude?.code ?? '').env.BASH_MAX_OUTPUT_LENGTH).toBe('12000')
    expect(readToml(codex?.code ?? '').tool_output_token_limit).toBe(5_000)
    expect(JSON.parse(compact?.code ?? '').context_management.edits[0].trigger.value).toBe(60_000)
    expect(JSON.parse(gemini?.code ?? '').model.compressionThreshold).toBe(0.6)
    expect(harnessSnippets({})).toEqual(harnessSnippets())
  })
})
