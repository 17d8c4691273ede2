import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import type { Tokenizers } from '../measure/measure.ts'
import type { Scenario } from '../scenario.ts'
import { envLine } from './config-code.ts'
import { evaluateToolBudgets } from './evaluate-tool-budgets.ts'

const withWindow = (patch: Partial<Scenario['toolBudgets']['window']>, s = defaultScenario()): Scenario => ({
  ...s,
  toolBudgets: { ...s.toolBudgets, window: { ...s.toolBudgets.window, ...patch } },
})

describe('evaluateToolBudgets on the default scenario', () => {
  const r = evaluateToolBudgets(defaultScenario())

  it('truncates the 45,231-char read_file output to its 10,000-token default, as the code does today', () => {
    // cur = int(45,231 × 0.25) = 11,307; max_chars = int(45,231 × (10,000 / 11,307) × 0.9) = 36,002
    expect(r.calls[0]).toMatchObject({
      tool: 'read_file',
      budgetTokens: 10_000,
      budgetFrom: 'default',
      estimateTokens: 11_307,
      maxChars: 36_002,
      headChars: 35_002,
      tailChars: 1_000,
      marker: '\n...[45,231 chars, showing first/last portions]...\n',
    })
    expect(r.calls[1]).toMatchObject({ truncated: false, keptChars: 12_400 })
  })

  it('composes the window in PraisonAI tokens, with the budgeter leaving history 93,000', () => {
    expect(r.measure).toMatchObject({ id: 'praisonai', unit: 'tokens', fallback: null })
    expect(r.composition.allocation.historyBudget).toBe(93_000)
    expect(r.composition.overflow).toBe(false)
    expect(r.schemas).toMatchObject({ ok: true, count: 1, formats: ['OpenAI / Ollama'] })
    expect(envLine(r.config)).toBe('PRAISONAI_CONTEXT_TOOL_OUTPUT_MAX=10000')
  })

  it('the documented truncation keeps the head and its marker only', () => {
    const s = defaultScenario()
    const d = evaluateToolBudgets({ ...s, toolBudgets: { ...s.toolBudgets, truncation: 'documented' } })
    expect(d.calls[0]).toMatchObject({
      headChars: 36_002,
      tailChars: 0,
      marker: '\n...[output truncated]...',
    })
  })
})

describe('evaluateToolBudgets: the window', () => {
  it('a 16,000-token window overflows with the three results; older turns are dropped whole when there are any', () => {
    const r = evaluateToolBudgets(withWindow({ modelTokens: 16_000 }))
    expect(r.composition.overflow).toBe(true)
    expect(r.warnings.map((w) => w.message)).toContain(
      'The window (16,000 tokens) is smaller than the reserved parts (35,000 tokens: 27,000 reserved + 8,000 output reserve): history gets 0',
    )
    expect(r.warnings.some((w) => w.message.startsWith('The parts overflow the window by '))).toBe(true)
  })

  it('counted in chars, the window and every reservation are converted at 4 chars a token, never compared raw', () => {
    const r = evaluateToolBudgets(withWindow({ measure: 'chars' }))
    expect(r.measure).toMatchObject({ unit: 'chars', charsPerToken: 4 })
    expect(r.composition.windowTokens).toBe(512_000)
    expect(r.composition.allocation).toMatchObject({
      outputReserve: 32_000,
      fixedTotal: 108_000,
      historyBudget: 372_000,
    })
    expect(r.composition.parts.find((p) => p.id === 'outputReserve')?.tokens).toBe(32_000)
    // PraisonAI's framing is tokens too: 87 of them in the default window, 348 chars.
    const framing = (m: typeof r) => m.composition.parts.find((p) => p.id === 'framing')?.tokens
    expect(framing(evaluateToolBudgets(withWindow({ measure: 'chars/4' })))).toBe(87)
    expect(framing(r)).toBe(348)
    // The same parts in tokens: the window is not scaled.
    expect(evaluateToolBudgets(withWindow({ measure: 'chars/4' })).measure.charsPerToken).toBeNull()
    const small = evaluateToolBudgets(withWindow({ measure: 'chars', modelTokens: 16_000 }))
    expect(small.warnings.map((w) => w.message)).toContain(
      'The window (64,000 chars) is smaller than the reserved parts (140,000 chars: 108,000 reserved + 32,000 output reserve): history gets 0',
    )
  })

  it('drops the oldest turn to fit, and only whole turns', () => {
    const s = defaultScenario()
    s.batches = [
      s.batches[0] as Scenario['batches'][number],
      { calls: [{ tool: 'grep', output: { kind: 'sample', chars: 2_000 }, isError: false }] },
    ]
    const r = evaluateToolBudgets(withWindow({ modelTokens: 3_000, outputReserve: 1_000 }, s))
    expect(r.droppedTurns).toEqual([0])
    expect(r.composition.overflow).toBe(false)
    expect(r.messages.filter((m) => m.turn === 0).every((m) => m.marks.includes('dropped'))).toBe(true)
  })

  it('bad schemas become a warning naming the problem; the rest is still computed', () => {
    const r = evaluateToolBudgets(withWindow({ toolSchemas: '{"oops": 1}' }))
    expect(r.schemas).toMatchObject({ ok: false, tokens: 0 })
    expect(r.warnings.find((w) => w.where === 'schemas')?.message).toBe(
      'Tool schemas: This is a JSON object with keys oops: not a transcript, trace, session, tool list or category map this app reads.',
    )
    expect(r.calls).toHaveLength(3)
  })

  it('an exact measure without its tokenizer falls back to chars/4 and says so; with it, counts exactly', () => {
    const r = evaluateToolBudgets(withWindow({ measure: 'o200k_base' }))
    expect(r.measure).toMatchObject({ id: 'o200k_base', exact: false, asked: 'o200k_base' })
    expect(r.warnings.find((w) => w.where === 'measure')?.message).toMatch(
      /o200k_base is not loaded: chars\/4 estimates shown instead/,
    )
    const fake: Tokenizers = {
      o200k_base: {
        encoding: 'o200k_base',
        count: (t: string) => t.length,
        encode: () => [],
        byteLengths: () => [],
      } as never,
    }
    const exact = evaluateToolBudgets(withWindow({ measure: 'o200k_base' }), fake)
    expect(exact.measure).toMatchObject({ id: 'o200k_base', exact: true, fallback: null })
    // The raw outputs counted exactly beside PraisonAI's estimate (the fake counts one token a char).
    expect(exact.calls.map((c) => [c.estimateTokens, c.exactTokens])).toEqual([
      [11_307, 45_231],
      [3_100, 12_400],
      [7_762, 31_050],
    ])
    expect(r.calls[0]?.exactTokens).toBeNull()
  })

  it('counts the text parts exactly beside an estimate when an exact count is asked for, and says when it is not loaded', () => {
    const fake: Tokenizers = {
      cl100k_base: {
        encoding: 'cl100k_base',
        count: (t: string) => t.length,
        encode: () => [],
        byteLengths: () => [],
      } as never,
    }
    const s = defaultScenario()
    const asked = { ...s, strategies: { ...s.strategies, exactBeside: 'cl100k_base' as const } }
    expect(evaluateToolBudgets(s, fake).exactBeside).toBeNull()
    expect(evaluateToolBudgets(asked).exactBeside).toEqual({
      encoding: 'cl100k_base',
      loaded: false,
      parts: {},
    })
    const r = evaluateToolBudgets(asked, fake)
    // The fake counts one token a char: the parts are the chars sent (system prompt 86, the three results as kept).
    expect(r.exactBeside).toMatchObject({ encoding: 'cl100k_base', loaded: true })
    expect(r.exactBeside?.parts.system).toBe(86)
    // 36,053 (head + marker + tail) + 12,400 + 31,050 chars as received.
    expect(r.exactBeside?.parts.toolOutputs).toBe(79_503)
    // Already exact (or in chars): nothing beside.
    const exactAsked = {
      ...asked,
      toolBudgets: {
        ...asked.toolBudgets,
        window: { ...asked.toolBudgets.window, measure: 'cl100k_base' as const },
      },
    }
    expect(evaluateToolBudgets(exactAsked, fake).exactBeside).toBeNull()
  })

  it('long received texts travel as two ends', () => {
    const r = evaluateToolBudgets(defaultScenario())
    const first = r.messages.find((m) => m.role === 'tool')
    expect(first?.text).toBeNull()
    expect(first?.head).toHaveLength(300)
  })
})

describe('the token-window-pruning example', () => {
  it('cuts web_search to its budget then prunes it, keeps the protected file_read cut, keeps the last turn whole', async () => {
    const { readFileSync } = await import('node:fs')
    const { parseScenario } = await import('../parse-scenario.ts')
    const parsed = parseScenario(
      JSON.parse(readFileSync('public/examples/token-window-pruning.json', 'utf8')),
    )
    if (!parsed.ok) throw new Error('the example does not parse')
    const r = evaluateToolBudgets(parsed.scenario)
    const tools = r.messages.filter((m) => m.role === 'tool').map((m) => [m.tool, m.keptChars, m.marks])
    expect(tools).toEqual([
      ['web_search', 4_025, ['truncated', 'pruned']],
      ['file_read', 18_051, ['truncated', 'protected']],
      ['web_search', 4_025, ['truncated', 'pruned']],
      ['code_execute', 8_000, ['recent']],
    ])
    expect(r.composition.overflow).toBe(false)
    expect(r.warnings.map((w) => w.where)).toEqual(['window'])
  })
})

describe('evaluateToolBudgets: a pasted transcript', () => {
  const transcript = JSON.stringify([
    { role: 'user', content: 'look at the logs' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'a', type: 'function', function: { name: 'grep', arguments: '{"q":"ERROR"}' } }],
    },
    { role: 'tool', tool_call_id: 'a', content: 'E'.repeat(50_000) },
    { role: 'assistant', content: 'Found them.' },
  ])

  it('comes first, its results truncated by the same budgets and pruned as older turns', () => {
    const r = evaluateToolBudgets(withWindow({ transcript }))
    expect(r.transcript).toEqual({
      ok: true,
      summary: 'OpenAI Chat Completions, messages, 1 tool call in 1 batch, 1 result',
      notes: [],
      messages: 3,
      turns: 1,
    })
    const roles = r.messages.map((m) => `${m.role}:${m.source}${m.turn === null ? '' : m.turn}`)
    expect(roles).toEqual([
      'system:settings',
      'user:transcript',
      'assistant:transcript0',
      'tool:transcript0',
      'assistant:transcript',
      'user:settings',
      'assistant:batch1',
      'tool:batch1',
      'tool:batch1',
      'tool:batch1',
    ])
    const grep = r.messages[3]
    // 50,000 chars: cur 12,500 > 10,000, cut to 36,000 (+ marker), then pruned to 4,000 as an older turn
    expect(grep?.marks).toEqual(['truncated', 'pruned'])
    expect(grep?.markers).toEqual([
      '\n...[50,000 chars, showing first/last portions]...\n',
      '\n...[output truncated]...',
    ])
    expect(grep?.keptChars).toBe(4_000 + 25)
  })

  it('a transcript that does not read is named, and the batches are still composed', () => {
    const r = evaluateToolBudgets(withWindow({ transcript: '{"messages": 3}' }))
    expect(r.warnings.find((w) => w.where === 'transcript')?.message).toMatch(
      /^The earlier conversation: This is a JSON object with keys messages: not a transcript/,
    )
    expect(r.messages.filter((m) => m.source === 'batch')).toHaveLength(4)
  })
})
