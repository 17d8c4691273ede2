// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settledChart } from '../../../src/ui/charts/lazy-chart.tsx'

/** A chart that counts its draws. */
function countedChart() {
  const draws: number[][] = []
  const Chart = settledChart(function Chart({ points }: { points: number[] }) {
    draws.push(points)
    return <output data-testid="chart">{points.join(',')}</output>
  })
  return { draws, Chart }
}

describe('settledChart: a chart draws again only when its data changes', () => {
  it('skips new props holding the same numbers, and draws changed ones after the rest of the page', async () => {
    const { draws, Chart } = countedChart()
    const { rerender } = render(<Chart points={[1, 2]} />)
    expect(draws).toEqual([[1, 2]])

    // A new report whose part for this chart is unchanged: a new array, the same numbers.
    act(() => rerender(<Chart points={[1, 2]} />))
    // past the frame and the task after it, when a changed chart would have drawn
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    expect(draws).toHaveLength(1)

    act(() => rerender(<Chart points={[1, 3]} />))
    // The render that brought the change still shows the old chart: the page's numbers paint first.
    expect(screen.getByTestId('chart').textContent).toBe('1,2')
    await screen.findByText('1,3')
    expect(draws).toEqual([
      [1, 2],
      [1, 3],
    ])
  })
})
