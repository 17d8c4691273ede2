// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CompareSeries } from '../../../src/state/headlines/types.ts'
import { CompareChart } from '../../../src/ui/compare/CompareChart.tsx'
import { FixedSizeObserver } from './fixed-size.ts'

beforeEach(() => vi.stubGlobal('ResizeObserver', FixedSizeObserver))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const cost = (values: number[]): CompareSeries => ({
  title: 'Cumulative cost by turn, with caching (your settings)',
  x: 'turn',
  unit: '$',
  kind: 'lines',
  points: values.map((value, i) => ({ label: String(i + 1), value })),
})

describe('a line chart of a single point (issue 24)', () => {
  it('draws the point as a dot (recharts marks a lone point even with dot={false}), and none along a line', async () => {
    const { container, rerender } = render(<CompareChart a={cost([0.5])} b={cost([0.25])} />)
    await vi.waitFor(() => expect(container.querySelectorAll('.recharts-line-dot').length).toBe(2))
    rerender(<CompareChart a={cost([0.5, 0.75])} b={cost([0.25, 0.5])} />)
    await vi.waitFor(() => expect(container.querySelectorAll('.recharts-line-curve').length).toBe(2))
    expect(container.querySelectorAll('.recharts-line-dot')).toHaveLength(0)
  })
})
