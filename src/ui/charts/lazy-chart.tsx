import { type ComponentType, lazy, memo, Suspense, useMemo } from 'react'
import { deepEqual } from '../../state/engine.ts'
import { FaultBoundary } from '../layout/FaultBoundary.tsx'
import { useAfterPaint } from '../layout/use-after-paint.ts'

/**
 * A chart whose module (and recharts, half of the page's JS) loads after the first result is on screen: the
 * numbers and tables arrive first, the chart follows from its own chunk. Until then a box of the chart's height
 * holds its place, so nothing below it moves. It draws again only when its data changes (compared by value):
 * a budget step gives a new report, most of whose charts show the same numbers. A change is drawn once the
 * rest of the page has been painted (useAfterPaint): recharts takes most of an edit's main-thread time, so the
 * tables show a keystroke's numbers in the next frame and the chart follows, or is skipped for a newer edit.
 * @example const KeptChart = lazyChart(() => import('./KeptChart.tsx').then((m) => m.KeptChart), 290)
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholderHeight: number,
): ComponentType<P> {
  const Chart = lazy(async () => ({ default: await load() }))
  return settledChart((props: P) => (
    <Suspense fallback={<div className="chart" style={{ height: placeholderHeight }} aria-busy="true" />}>
      <Chart {...props} />
    </Suspense>
  ))
}

/**
 * `Chart` drawn again only when its data changes (compared by value), and then once the rest of the page has
 * been painted: `lazyChart` without the lazy loading, for a chart whose module is already part of its view's.
 * A chart that throws (or whose module fails to load) is replaced by a note in its place; new data draws it again.
 * @example const BudgetChart = settledChart(BudgetChartNow)
 */
export function settledChart<P extends object>(Chart: ComponentType<P>): ComponentType<P> {
  function SettledChart(props: P) {
    const shown = useAfterPaint(props)
    // The same element while the props shown stay: React then skips the chart in the urgent render.
    return useMemo(
      () => (
        <FaultBoundary part="chart" resetKey={shown}>
          <Chart {...shown} />
        </FaultBoundary>
      ),
      [shown],
    )
  }
  return memo(SettledChart, deepEqual) as unknown as ComponentType<P>
}
