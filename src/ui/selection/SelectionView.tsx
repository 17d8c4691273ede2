import { SelectionConfigCode } from '../config-code/panels.tsx'
import { Panels } from '../layout/FaultBoundary.tsx'
import { AllocationPanel } from './AllocationPanel.tsx'
import { CategoriesPanel } from './CategoriesPanel.tsx'
import { CostPanel } from './CostPanel.tsx'
import { MetaToolPanel } from './MetaToolPanel.tsx'
import { SlotsPanel } from './SlotsPanel.tsx'
import { ToolsPanel } from './ToolsPanel.tsx'
import './selection.css'

/** Seed 004: the knobs and the catalog on the left, the slots in the middle, request_more_tools and cost right. */
export default function SelectionView() {
  return (
    <div className="columns cols-3 results-middle sel-view">
      <div className="col settings">
        <Panels>
          <SlotsPanel />
          <CategoriesPanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <AllocationPanel />
          <ToolsPanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <MetaToolPanel />
          <CostPanel />
          <SelectionConfigCode />
        </Panels>
      </div>
    </div>
  )
}
