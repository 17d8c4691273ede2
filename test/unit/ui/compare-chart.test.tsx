// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { CompareSeries } from '../../../src/state/headlines/types.ts'
import { CompareChart } from '../../../src/ui/compare/CompareChart.tsx'

const cost = (values: number[]): CompareSeries => ({
  title: 'Cumulative cost by turn, with caching (your settings)',
  x: 'turn',
  unit: '$',
  kind: 'lines',
  points: values.map((value, i) => ({ label: String(i + 1), value })),
})
const SAME = /A and B are the same at every point/

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(cleanup)

describe('CompareChart: an A equal to B is not hidden under B’s line', () => {
  it('says that A’s dashes lie on B’s line when the two lines are equal at every point', () => {
    render(<CompareChart a={cost([0.1, 0.25, 0.5])} b={cost([0.1, 0.25, 0.5])} />)
    expect(screen.getByText(SAME)).toBeTruthy()
  })

  it('says nothing of the kind when one point differs, when nothing is pinned, or for bars', () => {
    const { rerender } = render(<CompareChart a={cost([0.1, 0.25, 0.5])} b={cost([0.1, 0.25, 0.75])} />)
    expect(screen.queryByText(SAME)).toBeNull()
    rerender(<CompareChart a={null} b={cost([0.1])} />)
    expect(screen.queryByText(SAME)).toBeNull()
    rerender(<CompareChart a={{ ...cost([1]), kind: 'bars' }} b={{ ...cost([1]), kind: 'bars' }} />)
    expect(screen.queryByText(SAME)).toBeNull()
  })
})
