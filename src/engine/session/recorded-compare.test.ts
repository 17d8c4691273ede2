import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { scenarioFromImport } from '../entry/to-scenario.ts'
import { readImport } from '../import/read-import.ts'
import type { Scenario } from '../scenario.ts'
import { evaluateSession, evaluateSessions } from './evaluate-session.ts'
import { compareRecorded, recordedProducer } from './recorded-compare.ts'
import type { SessionCallCost } from './session-cost.ts'

function open(name: string): Scenario {
  const r = readImport(readFileSync(new URL(`../import/fixtures/sessions/${name}`, import.meta.url), 'utf8'))
  if (!r.ok || r.value.kind !== 'transcript') throw new Error(`${name} did not open as a transcript`)
  return scenarioFromImport(r.value, defaultScenario(), name).scenario
}

describe('recorded beside computed: a Claude Code session file', () => {
  const scenario = open('claude-code.spotter.compaction-excerpt.jsonl')
  const report = evaluateSessions(scenario)

  it('is matched to claude-code, and every response with usage has its call', () => {
    expect(report.producer).toBe('claude-code')
    const cc = report.harnesses.find((h) => h.harness.id === 'claude-code')
    const r = cc?.recorded
    expect(r?.rows.map((x) => [x.call, x.batch])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
    ])
    expect(r?.notCompared).toBe(0)
    // From the file's `usage`: input_tokens + cache_read_input_tokens + cache_creation_input_tokens.
    expect(r?.rows.map((x) => x.recorded)).toEqual([
      { input: 1 + 165_508 + 145, cacheRead: 165_508, cacheWrite: 145, output: 62 },
      { input: 1 + 165_653 + 150, cacheRead: 165_653, cacheWrite: 150, output: 90 },
      { input: 1 + 165_803 + 955, cacheRead: 165_803, cacheWrite: 955, output: 301 },
      { input: 3 + 21_460 + 12_497, cacheRead: 21_460, cacheWrite: 12_497, output: 243 },
    ])
  })

  it('sets each computed call beside it with the difference, and states the error', () => {
    const cc = report.harnesses.find((h) => h.harness.id === 'claude-code')
    const r = cc?.recorded
    const calls = cc?.cost.calls.filter((c) => c.kind === 'call') ?? []
    for (const row of r?.rows ?? []) {
      const c = calls.find((x) => x.call === row.call)
      expect(row.computed).toEqual({ input: c?.input, cacheRead: c?.cacheRead, cacheWrite: c?.cacheWrite })
      expect(row.diff.input).toBe(row.computed.input - row.recorded.input)
      expect(row.inputPct).toBeCloseTo((row.diff.input / row.recorded.input) * 100, 9)
    }
    const pcts = (r?.rows ?? []).map((x) => Math.abs(x.inputPct ?? 0))
    expect(r?.input.calls).toBe(4)
    expect(r?.input.maxAbsPct).toBe(Math.max(...pcts))
    expect(r?.input.meanAbsPct).toBeCloseTo(pcts.reduce((a, b) => a + b, 0) / 4, 9)
    // The file leaves out Claude Code's system prompt and tool schemas (and this excerpt its first 165k tokens):
    // what we compute is far under what was billed, and the stated error says so.
    expect(r?.input.meanAbsPct).toBeGreaterThan(90)
  })

  it('places the recorded compaction at the call after it', () => {
    const r = report.harnesses.find((h) => h.harness.id === 'claude-code')?.recorded
    expect(r?.compactions).toEqual([{ call: 4, atBatch: 3, preTokens: 167_094, trigger: 'auto' }])
  })
})

describe('recorded beside computed: a Codex rollout', () => {
  const scenario = open('codex-cli.localpush.compaction-excerpt.jsonl')

  it('is matched to codex-cli; each batch’s token_count is recorded, a reply between batches counted apart', () => {
    expect(recordedProducer(scenario)).toBe('codex-cli')
    const r = evaluateSession(scenario, 'codex-cli').recorded
    // From the file's last_token_usage: input_tokens (cached included) and cached_input_tokens; Codex writes none.
    expect(
      r?.rows.map((x) => [x.call, x.recorded.input, x.recorded.cacheRead, x.recorded.cacheWrite]),
    ).toEqual([
      [1, 208_486, 207_104, 0],
      [2, 209_030, 207_744, 0],
      [3, 209_950, 208_640, 0],
      [4, 48_297, 22_912, 0],
      [5, 51_549, 47_488, 0],
    ])
    // The first response (207,226 in) answered before any call: the replay has no call for it.
    expect(r?.notCompared).toBe(1)
    expect(r?.contextWindow).toBe(258_400)
    expect(r?.compactions).toEqual([{ call: 4, atBatch: 3, preTokens: 212_134, trigger: null }])
  })
})

describe('recordedProducer and compareRecorded', () => {
  it('tells nothing from a scenario that recorded nothing', () => {
    expect(recordedProducer(defaultScenario())).toBeNull()
    expect(compareRecorded(defaultScenario(), [0], true, [], [])).toBeNull()
  })

  it('gives no % where the file recorded 0, and leaves it out of the error', () => {
    const s = defaultScenario()
    const scenario = {
      batches: [
        { calls: [], recorded: { inputTokens: 0, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 } },
        {
          calls: [],
          recorded: { inputTokens: 200, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
        },
      ],
      recorded: s.recorded,
    }
    const cost = (call: number, input: number): SessionCallCost => ({
      call,
      kind: 'call',
      input,
      cacheRead: 0,
      cacheWrite: input,
      uncached: 0,
      output: 1,
      dollars: 0,
      cumulative: 0,
      dollarsNoCache: 0,
      cumulativeWithout: 0,
    })
    const r = compareRecorded(scenario, [0, 1], false, [cost(1, 50), cost(2, 150)], [])
    expect(r?.rows.map((x) => x.inputPct)).toEqual([null, -25])
    expect(r?.input).toEqual({ calls: 1, meanAbsPct: 25, maxAbsPct: 25 })
  })
})
