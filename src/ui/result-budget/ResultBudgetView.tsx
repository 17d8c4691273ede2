import { lazy, Suspense } from 'react'
import { Panels } from '../layout/FaultBoundary.tsx'
import { BatchEditor } from './BatchEditor.tsx'
import { BudgetPanel } from './BudgetPanel.tsx'
import { ResultsPanel } from './ResultsPanel.tsx'
import { ToolCapsPanel } from './ToolCapsPanel.tsx'
import './result-budget.css'

// Below the first screen at 1,024 px and wider (the turn's guards, the list of iterations, config as code): not
// needed for the first paint, so they load just after it (issue 27 §6, the first page's JavaScript).
const EthosConfigCode = lazy(() =>
  import('../config-code/panels.tsx').then((m) => ({ default: m.EthosConfigCode })),
)
const TurnPanel = lazy(() => import('./TurnPanel.tsx').then((m) => ({ default: m.TurnPanel })))
const IterationsPanel = lazy(() =>
  import('./IterationsPanel.tsx').then((m) => ({ default: m.IterationsPanel })),
)

/**
 * Seed 003: settings on the left, the batch's calls in the middle, what the model receives on the right. On two
 * columns (1,024–1,279 px) the calls come right under the budget, before the other settings (result-budget.css, rb-columns).
 */
export default function ResultBudgetView() {
  return (
    <div className="columns cols-3 rb-columns">
      <div className="col settings">
        <Panels>
          <BudgetPanel />
          <ToolCapsPanel />
          <Suspense fallback={null}>
            <IterationsPanel />
          </Suspense>
        </Panels>
      </div>
      <div className="col calls">
        <Panels>
          <BatchEditor />
        </Panels>
      </div>
      <div className="col outcome">
        <Panels>
          <ResultsPanel />
          <Suspense fallback={null}>
            <TurnPanel />
          </Suspense>
          <Suspense fallback={null}>
            <EthosConfigCode />
          </Suspense>
        </Panels>
      </div>
    </div>
  )
}
