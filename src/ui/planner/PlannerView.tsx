import { PlannerConfigCode } from '../config-code/panels.tsx'
import { Panels } from '../layout/FaultBoundary.tsx'
import { FormulaPanel } from './FormulaPanel.tsx'
import { LogPanel } from './LogPanel.tsx'
import { OutcomePanel } from './OutcomePanel.tsx'
import { RolePanel } from './RolePanel.tsx'
import './planner.css'

/** Seed 000 (the FTL agents): the formula and roles on the left, the log in the middle, the budget on the right. */
export default function PlannerView() {
  return (
    <div className="columns cols-3 pl-columns">
      <div className="col settings">
        <Panels>
          <FormulaPanel />
          <RolePanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <LogPanel />
        </Panels>
      </div>
      <div className="col outcome">
        <Panels>
          <OutcomePanel />
          <PlannerConfigCode />
        </Panels>
      </div>
    </div>
  )
}
