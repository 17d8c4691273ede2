import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { scenarioFromImport } from '../entry/to-scenario.ts'
import { parseScenario } from '../parse-scenario.ts'
import { decodeShareLink } from '../share/decode-link.ts'
import { encodeShareLink } from '../share/encode-link.ts'
import { readImport } from './read-import.ts'
import type { Transcript } from './types.ts'

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sessions/${name}`, import.meta.url), 'utf8')

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

describe('recorded usage carried into the scenario', () => {
  it('Claude Code: each batch keeps its answer’s usage, the compaction sits before the batch after it', () => {
    const t = read(fixture('claude-code.spotter.compaction-excerpt.jsonl'))
    const { scenario, changes } = scenarioFromImport(t, defaultScenario(), 'c.jsonl')
    const usage = t.recorded?.responses.filter((r) => r.batch !== null).map((r) => r.usage)
    expect(scenario.batches.map((b) => b.recorded?.inputTokens)).toEqual(usage?.map((u) => u?.input))
    expect(scenario.batches.map((b) => b.recorded?.cacheReadTokens)).toEqual(usage?.map((u) => u?.cacheRead))
    const compactionLine = t.recorded?.compactions[0]?.line ?? 0
    const before = t.batches.filter((b) => Number(b.where.slice(5)) < compactionLine).length
    expect(before).toBeGreaterThan(0)
    expect(before).toBeLessThan(t.batches.length)
    expect(scenario.recorded).toEqual({
      responses: 4,
      responsesWithUsage: 4,
      compactions: [{ atBatch: before, preTokens: 167094, trigger: 'auto' }],
      replies: [],
    })
    expect(changes).toContain(
      'Recorded usage, kept with each batch: usage on 4 of 4 responses; 1 compaction at 167,094 tokens',
    )
  })

  it('Codex: the window goes with every usage, and the scenario is valid and survives a share link', () => {
    const t = read(fixture('codex-cli.localpush.compaction-excerpt.jsonl'))
    const { scenario } = scenarioFromImport(t, defaultScenario())
    expect(scenario.recorded?.contextWindow).toBe(258_400)
    expect(scenario.recorded?.responses).toBe(6)
    const withUsage = scenario.batches.filter((b) => b.recorded !== undefined)
    expect(withUsage.length + (scenario.recorded?.replies.length ?? 0)).toBe(6)
    expect(withUsage.every((b) => b.recorded?.contextWindow === 258_400)).toBe(true)
    expect(scenario.recorded?.compactions[0]?.preTokens).toBe(212_134)
    const parsed = parseScenario(JSON.parse(JSON.stringify(scenario)))
    expect(parsed.ok && parsed.scenario.recorded).toEqual(scenario.recorded)
    expect(parsed.ok && parsed.scenario.batches.map((b) => b.recorded)).toEqual(
      scenario.batches.map((b) => b.recorded),
    )
    const decoded = decodeShareLink(encodeShareLink(scenario))
    expect(decoded.kind === 'ok' && decoded.scenario.recorded).toEqual(scenario.recorded)
  })

  it('a file that records nothing leaves no record, and clears the record of the session it replaces', () => {
    const codex = scenarioFromImport(
      read(fixture('codex-cli.localpush.compaction-excerpt.jsonl')),
      defaultScenario(),
    )
    const chat = read(
      JSON.stringify({
        messages: [
          { role: 'user', content: 'hi' },
          {
            role: 'assistant',
            tool_calls: [{ id: 'a', type: 'function', function: { name: 'ls', arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: 'a', content: 'x' },
        ],
      }),
    )
    const { scenario } = scenarioFromImport(chat, codex.scenario)
    expect('recorded' in scenario).toBe(false)
    expect(scenario.batches.every((b) => !('recorded' in b))).toBe(true)
  })

  it('a scenario without recorded usage parses to one without it (old links and files unchanged)', () => {
    const parsed = parseScenario({ version: defaultScenario().version, batches: [{ calls: [] }] })
    expect(parsed.ok && 'recorded' in parsed.scenario).toBe(false)
    expect(parsed.ok && parsed.scenario.batches[0]).toEqual({ calls: [] })
    expect(
      parseScenario({ ...defaultScenario(), recorded: { responses: -1, responsesWithUsage: 0 } }).ok,
    ).toBe(false)
  })
})
