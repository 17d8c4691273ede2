// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { evaluate } from '../../../src/engine/entry/evaluate.ts'
import { TurnChart } from '../../../src/ui/result-budget/TurnChart.tsx'
import { FixedSizeObserver } from './fixed-size.ts'

beforeEach(() => vi.stubGlobal('ResizeObserver', FixedSizeObserver))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The widths (px) of the bars of each bar series, in the order the series are drawn (the first underneath). */
const barWidths = (root: HTMLElement) =>
  [...root.querySelectorAll('.recharts-bar')].map((series) =>
    [...series.querySelectorAll('path.recharts-rectangle')].map((p) => Number(p.getAttribute('width'))),
  )

describe('TurnChart: the totals before each LLM call are readable (issue 24 §5)', () => {
  it('draws "total calls before it" as a bar at every LLM call, wider than the batch bar on it', async () => {
    const s = defaultScenario()
    // Three iterations of the default 3-call batch: 0, 3 and 6 calls before LLM calls 1 to 3.
    const turn = evaluate({
      ...s,
      batches: [s.batches[0], s.batches[0], s.batches[0]] as typeof s.batches,
    }).turn
    expect(turn.iterations.map((it) => it.totalCallsBefore)).toEqual([0, 3, 6])
    const { container } = render(<TurnChart turn={turn} />)
    // It was a stepped line: the last total was a vertical 2 px sliver at the chart's edge.
    await vi.waitFor(() => expect(barWidths(container)).toHaveLength(2))
    // Drawn first, underneath: the totals before LLM calls 2 and 3 (0 before call 1 has no bar).
    const [wide = [], narrow = []] = barWidths(container)
    expect(wide).toHaveLength(2)
    expect(Math.min(...wide)).toBeGreaterThanOrEqual(24)
    expect(Math.max(...narrow)).toBeLessThan(Math.min(...wide))
  })
})
