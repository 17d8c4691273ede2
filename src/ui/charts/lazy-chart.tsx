import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A chart whose module (and recharts, half of the page's JS) loads after the first result is on screen: the
 * numbers and tables arrive first, the chart follows from its own chunk. Until then a box of the chart's height
 * holds its place, so nothing below it moves.
 * @example const KeptChart = lazyChart(() => import('./KeptChart.tsx').then((m) => m.KeptChart), 290)
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholderHeight: number,
): ComponentType<P> {
  const Chart = lazy(async () => ({ default: await load() }))
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<div className="chart" style={{ height: placeholderHeight }} aria-busy="true" />}>
        <Chart {...props} />
      </Suspense>
    )
  }
}
