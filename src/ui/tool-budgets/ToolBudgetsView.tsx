import { PraisonaiConfigCode } from '../config-code/panels.tsx'
import { Panels } from '../layout/FaultBoundary.tsx'
import { StaleBadge } from '../notices/StaleBadge.tsx'
import { BudgetsPanel } from './BudgetsPanel.tsx'
import { CallsPanel } from './CallsPanel.tsx'
import { ComposerPanel } from './ComposerPanel.tsx'
import { ConfigPanel } from './ConfigPanel.tsx'
import { InputsPanel } from './InputsPanel.tsx'
import { MessagesPanel } from './MessagesPanel.tsx'
import { WindowPanel } from './WindowPanel.tsx'
import './tool-budgets.css'

/** Seed 002: budgets and the window's settings on the left, the window and the calls in the middle, what the model receives and the config on the right. */
export default function ToolBudgetsView() {
  return (
    <div className="columns tb-view">
      <div className="col settings">
        <Panels>
          <StaleBadge />
          <BudgetsPanel />
          <WindowPanel />
          <InputsPanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <ComposerPanel />
          <CallsPanel />
        </Panels>
      </div>
      <div className="col">
        <Panels>
          <MessagesPanel />
          <ConfigPanel />
          <PraisonaiConfigCode />
        </Panels>
      </div>
    </div>
  )
}
