import { PlanConfigCode } from '../config-code/panels.tsx'
import { Panels } from '../layout/FaultBoundary.tsx'
import { Explain } from './Explain.tsx'
import { PlanPanel } from './PlanPanel.tsx'
import { SentinelPanel } from './SentinelPanel.tsx'
import { ToolsTable } from './ToolsTable.tsx'
import { TracePanel } from './TracePanel.tsx'
import './plans.css'

/** Seed 001 (DRR-005): the plan and its candidate tools, the executed trace, and the sentinel's findings. */
export default function PlansView() {
  return (
    <div className="columns pp-columns">
      <div className="col">
        <Panels>
          <PlanPanel />
          <section className="panel" aria-labelledby="pp-tools-h">
            <div className="panel-head">
              <h2 id="pp-tools-h">Candidate tools</h2>
            </div>
            <ToolsTable />
          </section>
          <PlanConfigCode />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <TracePanel />
          <SentinelPanel />
          <Explain />
        </Panels>
      </div>
    </div>
  )
}
