import './explore.css'
import { Panels } from '../layout/FaultBoundary.tsx'
import { BudgetPanel } from './BudgetPanel.tsx'
import { ExperimentPanel } from './ExperimentPanel.tsx'
import { Explain } from './Explain.tsx'
import { PoliciesPanel } from './PoliciesPanel.tsx'
import { ResultsPanel } from './ResultsPanel.tsx'
import { RunPanel } from './RunPanel.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'
import { SimProvider } from './sim-context.tsx'
import { ToolsPanel } from './ToolsPanel.tsx'

/** Seed 001's explore/exploit policies under the plan's budget: settings on the left, the simulation on the right. */
export default function ExploreView() {
  return (
    <SimProvider>
      <ExploreLayout />
    </SimProvider>
  )
}

/** The view's panels (tests wrap it in their own SimProvider). */
export function ExploreLayout() {
  return (
    <div className="columns ex-columns">
      <div className="col settings">
        <Panels>
          <ExperimentPanel />
          <ToolsPanel />
          <BudgetPanel />
          <PoliciesPanel />
          <SettingsPanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <RunPanel />
          <ResultsPanel />
          <Explain />
        </Panels>
      </div>
    </div>
  )
}
