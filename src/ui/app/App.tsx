import { useEffect } from 'react'
import { BatchEditor } from '../batch/BatchEditor.tsx'
import { BudgetPanel } from '../budget/BudgetPanel.tsx'
import { ToolCapsPanel } from '../budget/ToolCapsPanel.tsx'
import { Header } from '../header/Header.tsx'
import { Notices } from '../notices/Notices.tsx'
import { ResultsPanel } from '../results/ResultsPanel.tsx'
import { IterationsPanel } from '../turn/IterationsPanel.tsx'
import { TurnPanel } from '../turn/TurnPanel.tsx'
import { useAppStore } from './store-context.tsx'

/** Text editors keep their own undo; the scenario's undo answers everywhere else (checkboxes and sliders too). */
const TEXT_ENTRY =
  'input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]):not([type=button]), textarea, [contenteditable], .monaco-editor'
const editsText = (el: EventTarget | null) => el instanceof HTMLElement && el.closest(TEXT_ENTRY) !== null

/** The layout shell: settings on the left, the batch's calls in the middle, what the model receives on the right. */
export function App() {
  const store = useAppStore()

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || editsText(e.target)) return
      e.preventDefault()
      const { undo, redo } = store.getState()
      if (e.shiftKey) redo()
      else undo()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])

  return (
    <div className="app">
      <Header />
      <Notices />
      <main className="columns">
        <div className="col settings">
          <BudgetPanel />
          <ToolCapsPanel />
          <IterationsPanel />
        </div>
        <div className="col calls">
          <BatchEditor />
        </div>
        <div className="col outcome">
          <ResultsPanel />
          <TurnPanel />
        </div>
      </main>
    </div>
  )
}
