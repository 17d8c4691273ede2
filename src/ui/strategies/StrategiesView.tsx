import { Panels } from '../layout/FaultBoundary.tsx'
import { ComparisonPanel } from './ComparisonPanel.tsx'
import { ControlsPanel } from './ControlsPanel.tsx'
import { PreviewPanel } from './PreviewPanel.tsx'
import './strategies.css'

/** Trim and split strategies side by side: the controls left, the comparison beside them, and the texts the model receives in a full-width row below. */
export default function StrategiesView() {
  return (
    <div className="columns st-view">
      <div className="col settings">
        <Panels>
          <ControlsPanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <ComparisonPanel />
        </Panels>
      </div>
      <div className="col st-wide">
        <Panels>
          <PreviewPanel />
        </Panels>
      </div>
    </div>
  )
}
