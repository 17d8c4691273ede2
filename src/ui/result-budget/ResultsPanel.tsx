import { lazy, memo, Suspense } from 'react'
import type { BatchReport } from '../../engine/index.ts'
import { selectIsStale, selectIsUpdating } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import { useDelayedFlag } from '../layout/use-delayed-flag.ts'
import { StaleBadge } from '../notices/StaleBadge.tsx'
import { BatchExplain } from './BatchExplain.tsx'
import { CallsTable } from './CallsTable.tsx'

const KeptChart = lazyChart(() => import('./KeptChart.tsx').then((m) => m.KeptChart), 290)
// Below the first screen at 1,024 px and wider: loads just after the first paint (issue 27 §6).
const DeliveredPreviews = lazy(() =>
  import('./DeliveredPreviews.tsx').then((m) => ({ default: m.DeliveredPreviews })),
)

/** What the selected batch delivers to the model under seed 003's split and post-trim. */
export function ResultsPanel() {
  const batchIndex = useApp((s) => s.scenario.view.batchIndex)
  const batch = useApp((s) => s.report?.batches[batchIndex])
  const hasReport = useApp((s) => s.report !== null)
  const stale = useApp(selectIsStale)
  // Said only when an update takes a while, so quick edits change nothing here.
  const updating = useDelayedFlag(useApp(selectIsUpdating), 300)

  return (
    <section
      className={`panel results${stale ? ' stale' : ''}`}
      aria-labelledby="results-h"
      aria-busy={updating}
    >
      <div className="panel-head">
        <h2 id="results-h">What the model receives{batch ? `: iteration #${batchIndex + 1}` : ''}</h2>
        {updating && !stale && (
          <span className="badge updating-badge" role="status" data-testid="updating">
            <span className="spinner" aria-hidden="true" /> updating…
          </span>
        )}
        <StaleBadge />
      </div>
      {!hasReport && <p className="muted">Computing…</p>}
      {hasReport && !batch && <p className="muted">No batch selected.</p>}
      {batch && <BatchResults batchIndex={batchIndex} batch={batch} />}
    </section>
  )
}

/**
 * The batch's numbers, chart and previews: drawn again only when the report for the batch changes, not when
 * the panel marks an update as pending (which it does twice on every slider step).
 */
const BatchResults = memo(function BatchResults({
  batchIndex,
  batch,
}: {
  batchIndex: number
  batch: BatchReport & { ranInTurn: boolean }
}) {
  return (
    <>
      {!batch.ranInTurn && (
        <p className="note">
          This batch never runs in the turn (the turn ended earlier, see Turn below); its numbers show what it
          would receive.
        </p>
      )}
      <BatchExplain batch={batch} />
      <KeptChart batch={batch} />
      <CallsTable batch={batch} />
      <div className="previews">
        <h3>At the cut</h3>
        <Suspense fallback={null}>
          <DeliveredPreviews batchIndex={batchIndex} batch={batch} />
        </Suspense>
      </div>
    </>
  )
})
