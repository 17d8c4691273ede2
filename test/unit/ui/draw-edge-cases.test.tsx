// @vitest-environment jsdom
// Issue 24 "Never blank": every tab and every chart drawn for the edge cases a real file reaches (zero-length
// outputs, empty and single-call batches, calls without results, all-error batches, budgets of 0, 1 and 1e9),
// each case its own test. The 1,000-call batch and the generated scenarios are in draw-generated.test.tsx, so
// vitest's two workers draw the halves side by side. The walk and what fails it: draw-everything.tsx.
import { describe, it, vi } from 'vitest'
import { base, drawEverything, listenWhileDrawing, noResult, type Shape, sample } from './draw-everything.tsx'

// Measured: 2–2.5 s per case on a quiet 2-core machine (the file ~24 s beside draw-generated), up to ~10x that
// at load 12. The guard, per case, is for a hang.
vi.setConfig({ testTimeout: 300_000 })

listenWhileDrawing()

const cases: [string, Shape][] = [
  ['one call of 0 chars (the blank page of issue 24)', { ...base, batches: [{ calls: [noResult] }] }],
  [
    'one generated sample of 0 chars',
    { ...base, batches: [{ calls: [{ ...noResult, output: sample(0) }] }] },
  ],
  [
    'no batches at all, one run of one call, a session of one turn, no slots, a cap of 0',
    { ...base, batches: [], runs: 1, horizon: 1, turns: 1, maxTools: 0, plannerCap: 0, callTokens: 0 },
  ],
  ['a batch without calls', { ...base, batches: [{ calls: [] }] }],
  [
    'every call an error, one without a result',
    {
      ...base,
      batches: [
        {
          calls: [
            { ...noResult, isError: true },
            { ...noResult, output: sample(4_000), isError: true },
          ],
        },
      ],
    },
  ],
  [
    'five calls without results (a cassette iteration)',
    { ...base, batches: [{ calls: Array.from({ length: 5 }, () => noResult) }, { calls: [noResult] }] },
  ],
  [
    'budgets of 0 and equal outputs, every estimator',
    {
      ...base,
      budget: 0,
      batchBudget: 0,
      measure: 'praisonai',
      windowMeasure: 'chars/4',
      batches: [
        {
          calls: [
            { ...noResult, output: sample(80) },
            { ...noResult, output: sample(80) },
          ],
        },
      ],
    },
  ],
  [
    'budgets of 1e9 and a window of 1 token',
    {
      ...base,
      budget: 1_000_000_000,
      batchBudget: 1_000_000_000,
      windowTokens: 1,
      maxToolCallsPerTurn: 1_000_000,
      batches: [
        {
          calls: [
            { ...noResult, output: sample(90_000) },
            { ...noResult, output: sample(1) },
          ],
        },
      ],
    },
  ],
]

describe('every tab and chart draws for the edge cases (issue 24)', () => {
  it.each(cases)('draws %s', async (_name, shape) => {
    await drawEverything(shape)
  })
})
