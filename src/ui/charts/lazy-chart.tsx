import { type ComponentType, lazy, memo, Suspense } from 'react'
import { sameData } from './same-data.ts'

/**
 * A chart whose module (and recharts, half of the page's JS) loads after the first result is on screen: the
 * numbers and tables arrive first, the chart follows from its own chunk. Until then a box of the chart's height
 * holds its place, so nothing below it moves. It draws again only when its data changes (compared by value):
 * a budget step gives a new report, most of whose charts show the same numbers.
 * @example const KeptChart = lazyChart(() => import('./KeptChart.tsx').then((m) => m.KeptChart), 290)
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholderHeight: number,
): ComponentType<P> {
  const Chart = lazy(async () => ({ default: await load() }))
  function LazyChart(props: P) {
    return (
      <Suspense fallback={<div className="chart" style={{ height: placeholderHeight }} aria-busy="true" />}>
        <Chart {...props} />
      </Suspense>
    )
  }
  return memo(LazyChart, sameData) as unknown as ComponentType<P>
}
