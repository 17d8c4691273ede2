import { lazy, Suspense } from 'react'
import { Panels } from '../layout/FaultBoundary.tsx'
import { BatchEditor } from './BatchEditor.tsx'
import { BudgetPanel } from './BudgetPanel.tsx'
import { IterationsPanel } from './IterationsPanel.tsx'
import { ResultsPanel } from './ResultsPanel.tsx'
import { ToolCapsPanel } from './ToolCapsPanel.tsx'
import { TurnPanel } from './TurnPanel.tsx'
import './result-budget.css'

// Config as code is not needed for the first paint: it loads after.
const EthosConfigCode = lazy(() =>
  import('../config-code/panels.tsx').then((m) => ({ default: m.EthosConfigCode })),
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
          <IterationsPanel />
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
          <TurnPanel />
          <Suspense fallback={null}>
            <EthosConfigCode />
          </Suspense>
        </Panels>
      </div>
    </div>
  )
}
