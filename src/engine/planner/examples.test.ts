import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate } from '../entry/evaluate.ts'
import { parseScenario } from '../parse-scenario.ts'

const planner = (file: string) => {
  const parsed = parseScenario(JSON.parse(readFileSync(`public/examples/${file}`, 'utf8')))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return evaluate(parsed.scenario).planner
}

describe('public/examples/planner-*.json say what their index summaries say', () => {
  it('planner-three-files-retry: budget 9, a failed verify with 2 left goes on, 9 of 9 used', () => {
    const r = planner('planner-three-files-retry.json')
    expect([r.formula.budget, r.outcome.message, r.counts.exempt]).toEqual([
      9,
      'Within budget: 9/9 calls used',
      6,
    ])
  })
  it('planner-block-exhausted: three edits of one file count 3; BLOCK on line 8', () => {
    const r = planner('planner-block-exhausted.json')
    expect(r.outcome).toMatchObject({ kind: 'block', rule: 'builder-exhausted', line: 8 })
  })
  it('planner-explorer-modes: pattern returns status "partial", the other modes complete', () => {
    const r = planner('planner-explorer-modes.json')
    expect(r.segments.map((s) => [s.name, s.used, s.status])).toEqual([
      ['structure', 3, 'complete'],
      ['pattern', 4, 'partial'],
      ['memory', 1, 'complete'],
      ['delta', 2, 'complete'],
    ])
  })
  it('planner-observer-phases: 3 calls not made, analysis noted incomplete', () => {
    expect(planner('planner-observer-phases.json').outcome.message).toBe(
      'Observer completes phase “analysis” and notes incomplete analysis: 3 tool calls not made',
    )
  })
  it('planner-openai-transcript: four unknown names, counted by default', () => {
    const r = planner('planner-openai-transcript.json')
    expect([r.log.format, r.counts.unknown.map((u) => u.tool), r.counts.countedMade]).toEqual([
      'transcript',
      ['get_country', 'get_product_name', 'get_weather', 'final_result'],
      4,
    ])
  })
})
