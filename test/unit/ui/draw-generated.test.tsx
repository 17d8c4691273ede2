// @vitest-environment jsdom
// Issue 24 "Never blank": every tab and every chart drawn for generated scenarios under every trim, split, notice
// and estimator (simulations of one call, windows of 1 token, caps of 0 …), and for a 1,000-call batch pinned
// beside the defaults. The small edge cases are in draw-edge-cases.test.tsx, so vitest's two workers draw the
// halves side by side. The walk and what fails it: draw-everything.tsx.
import fc from 'fast-check'
import { describe, it, vi } from 'vitest'
import {
  base,
  drawEverything,
  listenWhileDrawing,
  noResult,
  type Shape,
  sample,
  shapeArb,
} from './draw-everything.tsx'

// Measured: 2.5–3 s per generated scenario and ~12 s for the 1,000-call batch on a quiet 2-core machine (the
// file 31–36 s beside draw-edge-cases), up to ~10x that at load 12. The guard, per test, is for a hang.
vi.setConfig({ testTimeout: 300_000 })

listenWhileDrawing()

const thousandCalls: Shape = {
  ...base,
  pinned: true,
  split: 'water-fill',
  trim: 'middle',
  batches: [{ calls: Array.from({ length: 1_000 }, (_, i) => ({ ...noResult, output: sample(i % 7) })) }],
}

describe('every tab and chart draws for any scenario (issue 24)', () => {
  it('draws generated scenarios under every trim, split, notice and estimator', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, async (shape) => {
        await drawEverything(shape)
      }),
      { numRuns: 6, endOnFailure: true },
    )
  })

  // Last, where the views' modules are loaded and warm: first, it paid their loading too (21 s, not ~10 s).
  it('draws 1,000 calls in one batch, pinned beside the defaults', async () => {
    await drawEverything(thousandCalls)
  })
})
