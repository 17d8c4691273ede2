import { describe, expect, it } from 'vitest'
import type { Batch } from '../base/scenario-core.ts'
import { runTurnGuards } from './turn-guards.ts'

const call = (tool: string) => ({ tool, output: { kind: 'text' as const, text: 'x' }, isError: false })
const batchOf = (...tools: string[]): Batch => ({ calls: tools.map(call) })
const distinct = (n: number, per = 1) =>
  Array.from({ length: n }, (_, i) => batchOf(...Array.from({ length: per }, (_, j) => `tool_${i}_${j}`)))

describe('runTurnGuards', () => {
  it('ends with the final reply when no cap is reached', () => {
    const turn = runTurnGuards([batchOf('a', 'b'), batchOf('c')], 20, 5)
    expect(turn.end).toEqual({ kind: 'final-reply', beforeLlmCall: 2 })
    expect(turn.batchesRun).toBe(2)
    expect(turn.totalCalls).toBe(3)
  })

  it('lets 20 sequential single calls run, then stops before the 21st LLM call (seed 003)', () => {
    const turn = runTurnGuards(distinct(21), 20, 5)
    expect(turn.batchesRun).toBe(20)
    expect(turn.end).toEqual({
      kind: 'max-calls',
      beforeLlmCall: 20,
      totalCalls: 20,
      message: 'Stopped: hit 20-tool-call budget for this turn',
    })
  })

  it('stops after the last batch too when it reached the cap (the check before the final reply)', () => {
    const turn = runTurnGuards(distinct(20), 20, 5)
    expect(turn.batchesRun).toBe(20)
    expect(turn.end.kind).toBe('max-calls')
  })

  it('runs the batch that crosses the cap in full', () => {
    const turn = runTurnGuards([...distinct(3, 6), ...distinct(1, 6)], 20, 5)
    expect(turn.totalCalls).toBe(24)
    expect(turn.batchesRun).toBe(4)
    expect(turn.end).toMatchObject({ kind: 'max-calls', beforeLlmCall: 4, totalCalls: 24 })
  })

  it('stops a tool name reaching 5 calls, counted by name with args ignored', () => {
    const turn = runTurnGuards(
      [batchOf('read_file', 'read_file', 'read_file'), batchOf('read_file', 'read_file'), batchOf('x')],
      20,
      5,
    )
    expect(turn.batchesRun).toBe(2)
    expect(turn.end).toEqual({
      kind: 'identical-calls',
      beforeLlmCall: 2,
      tool: 'read_file',
      count: 5,
      message: 'Stopped: read_file called 5 times in one turn (likely loop)',
    })
  })

  it('reports the count even when it exceeds the cap', () => {
    const turn = runTurnGuards([batchOf('tts', 'tts', 'tts', 'tts', 'tts', 'tts', 'tts')], 20, 5)
    expect(turn.end).toMatchObject({ message: 'Stopped: tts called 7 times in one turn (likely loop)' })
  })

  it('checks the call cap before the identical cap', () => {
    const turn = runTurnGuards([batchOf(...Array(20).fill('a'))], 20, 5)
    expect(turn.end.kind).toBe('max-calls')
  })

  it('names the first tool in first-call order when several reach the identical cap', () => {
    const turn = runTurnGuards([batchOf('b', 'a', 'a', 'b', 'a', 'b')], 20, 3)
    expect(turn.end).toMatchObject({ kind: 'identical-calls', tool: 'b', count: 3 })
  })

  it('stops right after the first batch when the per-turn cap is 1', () => {
    const turn = runTurnGuards([batchOf('a')], 1, 5)
    expect(turn.batchesRun).toBe(1)
    expect(turn.end.beforeLlmCall).toBe(1)
  })

  it('ends the turn at a batch with no calls: a reply without tool use', () => {
    const turn = runTurnGuards([batchOf('a'), { calls: [] }, batchOf('b')], 20, 5)
    expect(turn.end).toEqual({ kind: 'no-tool-calls', beforeLlmCall: 1, batchIndex: 1 })
    expect(turn.batchesRun).toBe(1)
  })

  it('treats tool names such as __proto__ as plain names', () => {
    const turn = runTurnGuards([batchOf('__proto__', 'constructor', '__proto__')], 20, 2)
    expect(turn.end).toMatchObject({ tool: '__proto__', count: 2 })
    expect(turn.callsByTool).toEqual([
      { tool: '__proto__', count: 2 },
      { tool: 'constructor', count: 1 },
    ])
  })
})

describe('runTurnGuards with Ethos today’s consecutive-identical guard', () => {
  const withArgs = (tool: string, args: unknown) => ({ ...call(tool), args })
  it('stops after 5 consecutive calls with the same name and JSON of args, before the next LLM call', () => {
    const same = withArgs('read_file', { path: 'a.ts' })
    const turn = runTurnGuards(
      [{ calls: [same, same, same] }, { calls: [same, same] }, batchOf('x')],
      1000,
      25,
      5,
    )
    expect(turn.batchesRun).toBe(2)
    expect(turn.end).toEqual({
      kind: 'consecutive-identical',
      beforeLlmCall: 2,
      tool: 'read_file',
      count: 5,
      message: 'Stopped: read_file called 5 times in a row with identical arguments (likely loop)',
    })
  })
  it('restarts the run when the arguments differ', () => {
    const a = withArgs('read_file', { path: 'a.ts' })
    const b = withArgs('read_file', { path: 'b.ts' })
    const turn = runTurnGuards([{ calls: [a, a, a, a, b, a, a, a, a] }], 1000, 25, 5)
    expect(turn.end.kind).toBe('final-reply')
  })
  it('is off when the cap is absent (seed 003 as documented)', () => {
    const a = withArgs('t', {})
    const turn = runTurnGuards([{ calls: [a, a, a, a] }], 1000, 25)
    expect(turn.end.kind).toBe('final-reply')
    expect(turn.maxConsecutiveIdenticalCalls).toBeNull()
  })
  it('is checked after the per-turn and per-name caps', () => {
    const a = withArgs('t', {})
    const turn = runTurnGuards([{ calls: [a, a, a, a, a] }], 1000, 5, 5)
    expect(turn.end.kind).toBe('identical-calls')
  })
  it('runs 25 identical names of different args under Ethos today caps 1,000 / 25, and stops at the 25th', () => {
    const calls = Array.from({ length: 25 }, (_, i) => withArgs('grep', { q: i }))
    const turn = runTurnGuards([{ calls }, batchOf('x')], 1000, 25, 5)
    expect(turn.end).toMatchObject({ kind: 'identical-calls', tool: 'grep', count: 25 })
  })
})
